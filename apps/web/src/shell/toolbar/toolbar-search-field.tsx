import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FlatNavigationItem } from '../navigation/index.ts';
import { NavigationSearchOption, useNavigationSearch } from './navigation-search.tsx';

/** The search field over the toolbar, with the navigation entries it suggests. */
export function SearchField({ onClose }: { onClose: () => void }) {
  const { texts, titleOf, autocompleteProps } = useNavigationSearch();
  const navigate = useNavigate();

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
          {...autocompleteProps}
          fullWidth
          openOnFocus={false}
          onChange={(_event, item) => choose(item)}
          onKeyDown={handleKeyDown}
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
          renderOption={(props, item) => (
            <NavigationSearchOption
              key={props.key}
              optionProps={props}
              item={item}
              title={titleOf(item)}
              showUrl
              data-testid="toolbar-search-option"
            />
          )}
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
