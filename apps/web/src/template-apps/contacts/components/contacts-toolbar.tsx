import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fill, useContactsTexts } from '../locales/use-contacts-texts.ts';

type ToolbarProps = {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  onAdd: () => void;
  selectedCount: number;
  busy: boolean;
  onStar: () => void;
  onUnstar: () => void;
  onToggleStars: () => void;
  onRemove: () => void;
};

/** The list's title, search and add button; with a selection, the bulk actions instead. */
export function ContactsToolbar(props: ToolbarProps) {
  const texts = useContactsTexts();
  const { selectedCount, busy } = props;
  const action = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={busy} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="h6"
        component="h1"
        sx={{ flex: 1, minWidth: 160 }}
        data-testid="contacts-title"
      >
        {selectedCount > 0 ? fill(texts.selected, { count: selectedCount }) : props.title}
      </Typography>
      <TextField
        size="small"
        type="search"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        placeholder={texts.search}
        slotProps={{
          htmlInput: { 'aria-label': texts.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      {selectedCount > 0 ? (
        <Box sx={{ display: 'flex' }}>
          {action(texts.star, <StarIcon />, props.onStar, 'contacts-bulk-star')}
          {action(texts.unstar, <StarBorderIcon />, props.onUnstar, 'contacts-bulk-unstar')}
          {action(texts.toggleStars, <SwapIcon />, props.onToggleStars, 'contacts-bulk-toggle')}
          {action(texts.remove, <DeleteIcon />, props.onRemove, 'contacts-bulk-remove')}
        </Box>
      ) : (
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
          {texts.add}
        </Button>
      )}
    </Box>
  );
}
