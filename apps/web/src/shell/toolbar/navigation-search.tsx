import type { AutocompleteProps } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HTMLAttributes, Key } from 'react';
import { useSession } from '../../lib/session.ts';
import { searchNavigation } from '../navigation/index.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';
import { SEARCH_MAX_RESULTS } from '../settings/index.ts';
import { NavigationItemIcon } from './navigation-item-icon.tsx';
import { navigationTitle } from './navigation-title.ts';
import { useFlatNavigation } from './use-flat-navigation.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

type SearchAutocompleteProps = Pick<
  AutocompleteProps<FlatNavigationItem, false, false, false>,
  | 'open'
  | 'autoHighlight'
  | 'options'
  | 'value'
  | 'inputValue'
  | 'onInputChange'
  | 'filterOptions'
  | 'getOptionLabel'
  | 'getOptionKey'
  | 'isOptionEqualToValue'
  | 'noOptionsText'
  | 'popupIcon'
>;

/**
 * The rule of every search over the navigation (the toolbar's, the 404 page's): the entries the
 * user may open matching what is typed, at most 10, 'No results..' when none. Gives the
 * Autocomplete props that carry it.
 */
export function useNavigationSearch() {
  const texts = useToolbarTexts().search;
  const language = useShellLanguage();
  const { user } = useSession();
  const flat = useFlatNavigation();
  const [text, setText] = useState('');
  const typed = text.trim() !== '';
  const titleOf = (item: FlatNavigationItem) => navigationTitle(item, language);
  const options = typed
    ? searchNavigation(flat, text, user.role, { translate: titleOf, limit: SEARCH_MAX_RESULTS })
    : [];
  const autocompleteProps: SearchAutocompleteProps = {
    open: typed,
    autoHighlight: true,
    options,
    value: null,
    inputValue: text,
    onInputChange: (_event, value, reason) => {
      if (reason !== 'reset') setText(value);
    },
    filterOptions: (items) => items,
    getOptionLabel: titleOf,
    getOptionKey: (item) => item.id,
    isOptionEqualToValue: (item, value) => item.id === value.id,
    noOptionsText: texts.noResults,
    popupIcon: null,
  };
  return { texts, titleOf, autocompleteProps };
}

type NavigationSearchOptionProps = {
  optionProps: HTMLAttributes<HTMLLIElement> & { key: Key };
  item: FlatNavigationItem;
  title: string;
  'data-testid': string;
  /** Shows the entry's address after its title. */
  showUrl?: boolean;
};

/** One suggestion: the entry's icon and title (and address). */
export function NavigationSearchOption({
  optionProps,
  item,
  title,
  showUrl = false,
  'data-testid': testId,
}: NavigationSearchOptionProps) {
  const { key, ...rest } = optionProps;
  return (
    <Box
      component="li"
      key={key}
      {...rest}
      data-testid={testId}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}
    >
      <NavigationItemIcon item={item} fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography component="span" noWrap sx={{ flex: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {showUrl ? (
        <Typography
          component="span"
          noWrap
          dir="ltr"
          color="text.secondary"
          sx={{ fontSize: '1.2rem', maxWidth: '45%' }}
        >
          {item.url}
        </Typography>
      ) : null}
    </Box>
  );
}
