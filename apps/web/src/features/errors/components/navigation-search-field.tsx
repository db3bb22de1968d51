import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { searchNavigation } from '../../../shell/navigation/index.ts';
import type { FlatNavigationItem } from '../../../shell/navigation/index.ts';
import { SEARCH_MAX_RESULTS } from '../../../shell/settings/index.ts';
import { NavigationItemIcon } from '../../../shell/toolbar/navigation-item-icon.tsx';
import { navigationTitle } from '../../../shell/toolbar/navigation-title.ts';
import { useFlatNavigation } from '../../../shell/toolbar/use-flat-navigation.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useToolbarTexts } from '../../../shell/toolbar/use-toolbar-texts.ts';

/**
 * A search field over the navigation, as the toolbar's: the entries the user may open (at most
 * 10) matching what is typed, 'No results..' when none; choosing one goes there.
 */
export function NavigationSearchField({ label }: { label: string }) {
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

  return (
    <Autocomplete<FlatNavigationItem, false, false, false>
      open={typed}
      fullWidth
      autoHighlight
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, item) => {
        if (item) void navigate(item.url);
      }}
      filterOptions={(items) => items}
      getOptionLabel={(item) => navigationTitle(item, language)}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(item, value) => item.id === value.id}
      noOptionsText={texts.noResults}
      popupIcon={null}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={texts.placeholder}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      renderOption={(props, item) => {
        const { key, ...optionProps } = props;
        return (
          <Box
            component="li"
            key={key}
            {...optionProps}
            data-testid="not-found-search-option"
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}
          >
            <NavigationItemIcon item={item} fontSize="small" sx={{ color: 'text.secondary' }} />
            <Typography component="span" noWrap sx={{ flex: 1, fontWeight: 500 }}>
              {navigationTitle(item, language)}
            </Typography>
          </Box>
        );
      }}
    />
  );
}
