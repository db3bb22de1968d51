import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Popover } from '../../components/deferred-popups.tsx';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSession } from '../../lib/session.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';
import { navigationTitle } from './navigation-title.ts';
import { NavigationItemIcon } from './navigation-item-icon.tsx';
import { shortcutMenuItems } from './shortcut-list.ts';
import { useFlatNavigation } from './use-flat-navigation.ts';
import { useShellLanguage } from './use-shell-language.ts';
import type { Shortcuts } from './use-shortcuts.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

const STAR_COLOR = '#F5B300';

export type ShortcutMenuProps = {
  anchor: HTMLElement;
  shortcuts: Shortcuts;
  onClose: () => void;
};

/** The star menu: search the pages and add or remove them as shortcuts. */
export function ShortcutMenu({ anchor, shortcuts, onClose }: ShortcutMenuProps) {
  const texts = useToolbarTexts().shortcuts;
  const language = useShellLanguage();
  const { user } = useSession();
  const flat = useFlatNavigation();
  const [text, setText] = useState('');
  const listId = useId();
  const searching = text.trim() !== '';
  const translate = (item: FlatNavigationItem) => navigationTitle(item, language);
  const items = shortcutMenuItems(flat, shortcuts.ids, text, user.role, { translate });

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: { sx: { width: 320, maxWidth: 'calc(100vw - 32px)', mt: 1, borderRadius: 2 } },
      }}
    >
      <Box data-testid="shortcut-menu">
        <Box sx={{ p: 1.5, pb: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={text}
            placeholder={texts.prompt}
            onChange={(event) => setText(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': texts.prompt, 'aria-controls': listId },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <List
          id={listId}
          dense
          sx={{ maxHeight: 360, overflowY: 'auto', pt: 0 }}
          subheader={
            searching ? undefined : (
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                {texts.current}
              </ListSubheader>
            )
          }
        >
          {items.map((item) => {
            const selected = shortcuts.ids.includes(item.id);
            const title = navigationTitle(item, language);
            return (
              <ListItemButton
                key={item.id}
                data-testid="shortcut-option"
                data-shortcut-id={item.id}
                aria-pressed={selected}
                onClick={() => shortcuts.toggle(item.id)}
                sx={{ mx: 0.5, borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <NavigationItemIcon item={item} fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={title}
                  secondary={item.url}
                  slotProps={{
                    primary: { noWrap: true, sx: { fontWeight: 600 } },
                    secondary: { noWrap: true, dir: 'ltr', sx: { fontSize: '1.1rem' } },
                  }}
                />
                {selected ? (
                  <StarRounded
                    titleAccess={texts.remove}
                    sx={{ color: STAR_COLOR, ml: 1 }}
                    fontSize="small"
                  />
                ) : (
                  <StarBorderRounded
                    titleAccess={texts.add}
                    sx={{ color: 'text.disabled', ml: 1 }}
                    fontSize="small"
                  />
                )}
              </ListItemButton>
            );
          })}
        </List>
        {items.length === 0 ? (
          <Typography
            data-testid="shortcut-empty"
            color="text.secondary"
            sx={{ px: 2, pb: 2, pt: searching ? 1 : 0 }}
          >
            {searching ? texts.noResults : texts.empty}
          </Typography>
        ) : null}
      </Box>
    </Popover>
  );
}
