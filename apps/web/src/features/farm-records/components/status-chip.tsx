import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';

export type StatusChipProps = {
  /** Open (active) or closed to new records. */
  open: boolean;
  label: string;
  size?: 'small' | 'medium';
};

/** A green 'Active' or grey 'Closed' chip, for flocks and farms. */
export function StatusChip({ open, label, size = 'small' }: StatusChipProps) {
  return (
    <Chip
      size={size}
      label={label}
      color={open ? 'success' : 'default'}
      variant={open ? 'filled' : 'outlined'}
      icon={open ? <CheckCircleOutlined /> : <LockOutlined />}
      data-testid="status-chip"
      sx={{
        fontWeight: 600,
        ...(open ? { bgcolor: 'success.light', color: 'success.contrastText' } : {}),
      }}
    />
  );
}
