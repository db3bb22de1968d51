import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { lazy, Suspense, useState } from 'react';
import { useToolbarTexts } from './use-toolbar-texts.ts';

const SearchField = lazy(() =>
  import('./toolbar-search-field.tsx').then((module) => ({ default: module.SearchField })),
);

/**
 * A search icon that opens a field over the toolbar. It suggests the navigation entries the user
 * may open (at most 10), says 'No results..' when none match, goes to the chosen entry on Enter
 * or click, and closes on Escape, on a click elsewhere, or with its close button.
 */
export function ToolbarSearch() {
  const texts = useToolbarTexts().search;
  const [open, setOpen] = useState(false);

  return (
    <>
      <Tooltip title={texts.open}>
        <IconButton
          aria-label={texts.open}
          aria-expanded={open}
          data-testid="toolbar-search-open"
          onClick={() => setOpen(true)}
          sx={{ width: 40, height: 40 }}
        >
          <SearchOutlined />
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <SearchField onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
