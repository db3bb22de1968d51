import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResultSearch } from './use-result-search.ts';

/**
 * The search input both designs use; Escape or the clear button empties it. `bare`: no floating
 * label (the field is named for screen readers only).
 */
export function SearchField({
  search,
  bare = false,
  sx,
}: {
  search: ResultSearch;
  bare?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { texts } = search;
  return (
    <TextField
      fullWidth
      sx={sx}
      label={bare ? undefined : texts.field}
      placeholder={texts.placeholder}
      value={search.query}
      onChange={(event) => search.setQuery(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') search.setQuery('');
      }}
      slotProps={{
        htmlInput: {
          'data-testid': 'search-input',
          'aria-label': bare ? texts.field : undefined,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined />
            </InputAdornment>
          ),
          endAdornment: search.query ? (
            <InputAdornment position="end">
              <IconButton aria-label={texts.clear} onClick={() => search.setQuery('')} edge="end">
                <ClearOutlined />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
