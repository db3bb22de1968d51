import type { SxProps, Theme } from '@mui/material/styles';

/** The look of the app's lists, in step with the farm lists. */
export const gridSx: SxProps<Theme> = {
  border: 0,
  '--DataGrid-overlayHeight': '240px',
  '& .MuiDataGrid-columnHeaders': { bgcolor: 'action.hover' },
  '& .MuiDataGrid-columnHeader': { bgcolor: 'transparent' },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, color: 'text.secondary' },
  '& .MuiDataGrid-row': { cursor: 'pointer' },
};

export const PAGE_SIZES = [10, 25, 50];
