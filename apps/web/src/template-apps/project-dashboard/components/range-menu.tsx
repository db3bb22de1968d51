import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/** A button naming the current range; its menu picks another (keyboard: Enter, arrows, Escape). */
export function RangeMenu<Key extends string>({
  value,
  keys,
  labelOf,
  onChange,
  ariaLabel,
  testId,
}: {
  value: Key;
  keys: readonly Key[];
  labelOf: (key: Key) => string;
  onChange: (key: Key) => void;
  ariaLabel: string;
  testId?: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-label={`${ariaLabel}: ${labelOf(value)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={testId}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {labelOf(value)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {keys.map((key) => (
          <MenuItem
            key={key}
            selected={key === value}
            onClick={() => {
              setAnchor(null);
              onChange(key);
            }}
          >
            {labelOf(key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
