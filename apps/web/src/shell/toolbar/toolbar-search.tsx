import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { searchNavigation } from '../navigation/index.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';
import { SEARCH_MAX_RESULTS } from '../settings/index.ts';
import { NavigationItemIcon } from './navigation-item-icon.tsx';
import { navigationTitle } from './navigation-title.ts';
import { useFlatNavigation } from './use-flat-navigation.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

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
      {open ? <SearchField onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SearchField({ onClose }: { onClose: () => void }) {
  const texts = useToolbarTexts().search;
  const language = useShellLanguage();
  const { user } = useSession();
  const flat = useFlatNavigation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = text.trim() !== '';
  const options = typed
    ? searchNavigation(flat, text, user.role, {
        translate: (item) => navigationTitle(item, language),
        limit: SEARCH_MAX_RESULTS,
      })
    : [];

  const choose = (item: FlatNavigationItem | null) => {
    if (!item) return;
    onClose();
    void navigate(item.url);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <ClickAwayListener onClickAway={onClose}>
      <Box
        role="search"
        data-testid="toolbar-search"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 3 },
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 1,
        }}
      >
        <SearchOutlined sx={{ color: 'text.secondary' }} />
        <Autocomplete<FlatNavigationItem, false, false, false>
          open={typed}
          fullWidth
          autoHighlight
          openOnFocus={false}
          options={options}
          value={null}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setText(value);
          }}
          onChange={(_event, item) => choose(item)}
          onKeyDown={handleKeyDown}
          filterOptions={(items) => items}
          getOptionLabel={(item) => navigationTitle(item, language)}
          getOptionKey={(item) => item.id}
          isOptionEqualToValue={(item, value) => item.id === value.id}
          noOptionsText={texts.noResults}
          popupIcon={null}
          clearIcon={null}
          sx={{ flex: 1 }}
          slotProps={{
            paper: { elevation: 8, sx: { mt: 1.5, borderRadius: 2 } },
            listbox: { sx: { maxHeight: 480 } },
          }}
          renderInput={(params) => (
            <InputBase
              ref={params.slotProps.input.ref}
              inputProps={params.slotProps.htmlInput}
              autoFocus
              fullWidth
              placeholder={texts.placeholder}
              sx={{ fontSize: '1.6rem', height: 64 }}
            />
          )}
          renderOption={(props, item) => {
            const { key, ...optionProps } = props;
            return (
              <Box
                component="li"
                key={key}
                {...optionProps}
                data-testid="toolbar-search-option"
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}
              >
                <NavigationItemIcon item={item} fontSize="small" sx={{ color: 'text.secondary' }} />
                <Typography component="span" noWrap sx={{ flex: 1, fontWeight: 500 }}>
                  {navigationTitle(item, language)}
                </Typography>
                <Typography
                  component="span"
                  noWrap
                  dir="ltr"
                  color="text.secondary"
                  sx={{ fontSize: '1.2rem', maxWidth: '45%' }}
                >
                  {item.url}
                </Typography>
              </Box>
            );
          }}
        />
        <Tooltip title={texts.close}>
          <IconButton aria-label={texts.close} onClick={onClose} sx={{ width: 40, height: 40 }}>
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
    </ClickAwayListener>
  );
}
