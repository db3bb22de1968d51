import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import type { FlatNavigationItem } from '../../../shell/navigation/index.ts';
import {
  NavigationSearchOption,
  useNavigationSearch,
} from '../../../shell/toolbar/navigation-search.tsx';

/**
 * A search field over the navigation, as the toolbar's: the entries the user may open (at most
 * 10) matching what is typed, 'No results..' when none; choosing one goes there.
 */
export function NavigationSearchField({ label }: { label: string }) {
  const { texts, titleOf, autocompleteProps } = useNavigationSearch();
  const navigate = useNavigate();

  return (
    <Autocomplete<FlatNavigationItem, false, false, false>
      {...autocompleteProps}
      fullWidth
      onChange={(_event, item) => {
        if (item) void navigate(item.url);
      }}
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
      renderOption={(props, item) => (
        <NavigationSearchOption
          key={props.key}
          optionProps={props}
          item={item}
          title={titleOf(item)}
          data-testid="not-found-search-option"
        />
      )}
    />
  );
}
