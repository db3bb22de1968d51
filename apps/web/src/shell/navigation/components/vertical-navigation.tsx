import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  indentation,
  isExternalUrl,
  isUrlInChildren,
  linkAttributes,
} from '../navigation-paths.ts';
import type { NavigationItem } from '../navigation-types.ts';
import { isItemActive } from './item-state.ts';
import { NavigationBadge } from './navigation-badge.tsx';
import { NavigationIcon } from './navigation-icon.tsx';
import { useNavigationContext } from './navigation-context.ts';
import { useNavigationTitle } from './use-navigation-title.ts';

/** Inline padding of a top-level entry; nested entries use `indentation(level)`. */
const TOP_LEVEL_PADDING = 12;
const ITEM_HEIGHT = 40;
const ICON_SIZE = 20;

function paddingFor(nestedLevel: number): number {
  return nestedLevel > 0 ? indentation(nestedLevel) : TOP_LEVEL_PADDING;
}

/** Hidden while the navbar is folded (titles, badges, arrows). */
const foldable = (folded: boolean) => (theme: Theme) => ({
  opacity: folded ? 0 : 1,
  transition: theme.transitions.create('opacity', { duration: 150 }),
});

function entrySx(nestedLevel: number, active: boolean, highlighted = false): SxProps<Theme> {
  return (theme) => {
    const ink = theme.palette.text.primary;
    return {
      minHeight: ITEM_HEIGHT,
      mb: 0.5,
      py: 0,
      pr: 1.5,
      pl: `${paddingFor(nestedLevel)}px`,
      borderRadius: 1,
      gap: 1.5,
      color: active || highlighted ? 'text.primary' : 'text.secondary',
      whiteSpace: 'nowrap',
      '& .navigation-icon': {
        fontSize: ICON_SIZE,
        flexShrink: 0,
        color: active ? 'secondary.main' : 'inherit',
      },
      '&:hover': { bgcolor: alpha(ink, 0.06), color: 'text.primary' },
      ...(active
        ? {
            bgcolor: alpha(ink, theme.palette.mode === 'dark' ? 0.1 : 0.07),
            '&:hover': { bgcolor: alpha(ink, theme.palette.mode === 'dark' ? 0.14 : 0.1) },
          }
        : {}),
      '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.secondary.main}` },
    };
  };
}

type EntryProps = {
  item: NavigationItem;
  nestedLevel: number;
};

function EntryText({ title, active, folded }: { title: string; active: boolean; folded: boolean }) {
  return (
    <ListItemText
      primary={title}
      sx={[{ my: 0, minWidth: 0 }, foldable(folded)]}
      slotProps={{
        primary: {
          noWrap: true,
          sx: { fontSize: '1.35rem', fontWeight: active ? 600 : 400, lineHeight: 1.4 },
        },
      }}
    />
  );
}

/** A page of the app. */
export function VerticalItem({ item, nestedLevel }: EntryProps) {
  const { pathname } = useLocation();
  const { folded, onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const active = isItemActive(item, pathname);

  return (
    <ListItemButton
      component={RouterLink}
      to={item.url ?? '/'}
      aria-current={active ? 'page' : undefined}
      title={folded ? title : undefined}
      data-navigation-id={item.id}
      onClick={() => onItemClick?.(item)}
      sx={entrySx(nestedLevel, active)}
    >
      <NavigationIcon item={item} className="navigation-icon" />
      <EntryText title={title} active={active} folded={folded} />
      {item.badge ? <NavigationBadge badge={item.badge} sx={foldable(folded)} /> : null}
    </ListItemButton>
  );
}

/** An address outside the app (new tab) or one opened in a named target. */
export function VerticalLink({ item, nestedLevel }: EntryProps) {
  const { folded, onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const attributes = linkAttributes(item);
  const inApp = attributes.target === '_self' && !isExternalUrl(attributes.href);
  const routing = inApp
    ? ({ component: RouterLink, to: attributes.href } as const)
    : ({ component: 'a', ...attributes } as const);

  return (
    <ListItemButton
      {...routing}
      title={folded ? title : undefined}
      data-navigation-id={item.id}
      onClick={() => onItemClick?.(item)}
      sx={entrySx(nestedLevel, false)}
    >
      <NavigationIcon item={item} className="navigation-icon" />
      <EntryText title={title} active={false} folded={folded} />
      {item.badge ? <NavigationBadge badge={item.badge} sx={foldable(folded)} /> : null}
    </ListItemButton>
  );
}

/** Entries that open and close together; open by itself when the current page is inside. */
export function VerticalCollapse({ item, nestedLevel }: EntryProps) {
  const { pathname } = useLocation();
  const { folded } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const inside = isUrlInChildren(item, pathname);
  const [open, setOpen] = useState(inside);
  const [openedFor, setOpenedFor] = useState(pathname);
  const listId = useId();

  // A new path inside the collapse opens it (adjusting state while rendering, not in an effect).
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    if (inside && !open) setOpen(true);
  }

  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        title={folded ? title : undefined}
        data-navigation-id={item.id}
        onClick={() => setOpen((value) => !value)}
        sx={entrySx(nestedLevel, false, inside)}
      >
        <NavigationIcon item={item} className="navigation-icon" />
        <EntryText title={title} active={inside} folded={folded} />
        {item.badge ? <NavigationBadge badge={item.badge} sx={foldable(folded)} /> : null}
        <ExpandMoreRounded
          aria-hidden
          sx={[
            {
              fontSize: 18,
              flexShrink: 0,
              ml: 'auto',
              transform: open ? 'rotate(180deg)' : 'none',
              transition: (theme) => theme.transitions.create(['transform', 'opacity']),
            },
            foldable(folded),
          ]}
        />
      </ListItemButton>
      <Collapse in={open && !folded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <VerticalEntry key={child.id} item={child} nestedLevel={nestedLevel + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** A titled section of entries. */
export function VerticalGroup({ item, nestedLevel }: EntryProps) {
  const { folded } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const headingId = useId();

  return (
    <Box component="li" sx={{ listStyle: 'none', mt: nestedLevel > 0 ? 1 : 2.5 }}>
      <Box sx={{ position: 'relative', height: 32, display: 'flex', alignItems: 'center' }}>
        <Typography
          id={headingId}
          component="h3"
          noWrap
          sx={[
            {
              px: `${nestedLevel > 0 ? paddingFor(nestedLevel) : TOP_LEVEL_PADDING}px`,
              fontSize: '1.2rem',
              fontWeight: 600,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              color: 'secondary.main',
            },
            foldable(folded),
          ]}
        >
          {title}
        </Typography>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            insetInlineStart: TOP_LEVEL_PADDING,
            width: ICON_SIZE,
            height: 2,
            borderRadius: 1,
            bgcolor: 'divider',
            opacity: folded ? 1 : 0,
            transition: (theme) => theme.transitions.create('opacity', { duration: 150 }),
          }}
        />
      </Box>
      <List disablePadding aria-labelledby={headingId}>
        {(item.children ?? []).map((child) => (
          <VerticalEntry key={child.id} item={child} nestedLevel={nestedLevel} />
        ))}
      </List>
    </Box>
  );
}

/** One entry of any type. */
export function VerticalEntry({ item, nestedLevel }: EntryProps): ReactNode {
  switch (item.type) {
    case 'group':
      return <VerticalGroup item={item} nestedLevel={nestedLevel} />;
    case 'collapse':
      return <VerticalCollapse item={item} nestedLevel={nestedLevel} />;
    case 'item':
      return <VerticalItem item={item} nestedLevel={nestedLevel} />;
    case 'link':
      return <VerticalLink item={item} nestedLevel={nestedLevel} />;
    case 'divider':
      return <Divider component="li" sx={{ my: 2, mx: 0.5 }} />;
  }
}

export type VerticalNavigationProps = {
  items: readonly NavigationItem[];
  'aria-label'?: string;
};

/** The navigation as a vertical list (navbar and mobile drawer). */
export function VerticalNavigation({ items, 'aria-label': label }: VerticalNavigationProps) {
  return (
    <Box
      component="nav"
      aria-label={label}
      data-testid="vertical-navigation"
      sx={{ px: 1.5, pb: 3 }}
    >
      <List disablePadding>
        {items.map((item) => (
          <VerticalEntry key={item.id} item={item} nestedLevel={0} />
        ))}
      </List>
    </Box>
  );
}
