import { accentText } from '../../../lib/tone-text.ts';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
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

/** Hidden while the navbar is folded (titles, badges, arrows): styled from the navigation. */
const FOLDABLE = 'navigation-foldable';

/*
 * The entries are styled once, from the navigation, through their classes: some fifty entries
 * each working out its own styles made up much of drawing the frame.
 */
const navigationSx: SxProps<Theme> = (theme) => {
  const ink = theme.palette.text.primary;
  const dark = theme.palette.mode === 'dark';
  return {
    px: 1.5,
    pb: 3,
    // Plain links and buttons, laid out as list entries.
    '& .navigation-entry': {
      display: 'flex',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      width: '100%',
      minWidth: 0,
      minHeight: ITEM_HEIGHT,
      m: 0,
      mb: 0.5,
      py: 0,
      pr: 1.5,
      border: 0,
      borderRadius: 1,
      outline: 0,
      gap: 1.5,
      bgcolor: 'transparent',
      color: 'text.secondary',
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { bgcolor: alpha(ink, 0.06), color: 'text.primary' },
    },
    '& .navigation-entry-inside': { color: 'text.primary' },
    '& .navigation-entry-active': {
      color: 'text.primary',
      bgcolor: alpha(ink, dark ? 0.1 : 0.07),
      '&:hover': { bgcolor: alpha(ink, dark ? 0.14 : 0.1) },
    },
    '& .navigation-icon': { fontSize: ICON_SIZE, flexShrink: 0, color: 'inherit' },
    '& .navigation-entry-active .navigation-icon': { color: 'secondary.main' },
    '& .navigation-title': {
      flex: '1 1 auto',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      fontSize: '1.35rem',
      fontWeight: 400,
      lineHeight: 1.4,
    },
    '& .navigation-entry-active .navigation-title, & .navigation-entry-inside .navigation-title': {
      fontWeight: 600,
    },
    [`& .${FOLDABLE}`]: { transition: theme.transitions.create('opacity', { duration: 150 }) },
    [`&[data-folded="true"] .${FOLDABLE}`]: { opacity: 0 },
  };
};

/** The classes and start padding of an entry: its state and how deep it is nested. */
function entryLook(nestedLevel: number, state: 'active' | 'inside' | 'plain') {
  return {
    className:
      state === 'plain' ? 'navigation-entry' : `navigation-entry navigation-entry-${state}`,
    style: { paddingInlineStart: paddingFor(nestedLevel) },
  };
}

type EntryProps = {
  item: NavigationItem;
  nestedLevel: number;
};

/** An entry's icon, title and badge. */
function EntryContent({ item, title }: { item: NavigationItem; title: string }) {
  return (
    <>
      <NavigationIcon item={item} className="navigation-icon" />
      <span className={`navigation-title ${FOLDABLE}`}>{title}</span>
      {item.badge ? <NavigationBadge badge={item.badge} className={FOLDABLE} /> : null}
    </>
  );
}

/** A page of the app. */
export function VerticalItem({ item, nestedLevel }: EntryProps) {
  const { pathname } = useLocation();
  const { folded, onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const active = isItemActive(item, pathname);

  return (
    <li>
      <RouterLink
        to={item.url ?? '/'}
        aria-current={active ? 'page' : undefined}
        title={folded ? title : undefined}
        data-navigation-id={item.id}
        onClick={() => onItemClick?.(item)}
        {...entryLook(nestedLevel, active ? 'active' : 'plain')}
      >
        <EntryContent item={item} title={title} />
      </RouterLink>
    </li>
  );
}

/** An address outside the app (new tab) or one opened in a named target. */
export function VerticalLink({ item, nestedLevel }: EntryProps) {
  const { folded, onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const attributes = linkAttributes(item);
  const inApp = attributes.target === '_self' && !isExternalUrl(attributes.href);
  const props = {
    title: folded ? title : undefined,
    'data-navigation-id': item.id,
    onClick: () => onItemClick?.(item),
    ...entryLook(nestedLevel, 'plain'),
    children: <EntryContent item={item} title={title} />,
  };

  return (
    <li>
      {inApp ? <RouterLink to={attributes.href} {...props} /> : <a {...attributes} {...props} />}
    </li>
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
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={folded ? title : undefined}
        data-navigation-id={item.id}
        onClick={() => setOpen((value) => !value)}
        {...entryLook(nestedLevel, inside ? 'inside' : 'plain')}
      >
        <EntryContent item={item} title={title} />
        <ExpandMoreRounded
          aria-hidden
          sx={{
            fontSize: 18,
            flexShrink: 0,
            ml: 'auto',
            opacity: folded ? 0 : 1,
            transform: open ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create(['transform', 'opacity']),
          }}
        />
      </button>
      <Collapse in={open && !folded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <VerticalEntry key={child.id} item={child} nestedLevel={nestedLevel + 1} />
          ))}
        </List>
      </Collapse>
    </li>
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
          className={FOLDABLE}
          sx={{
            px: `${nestedLevel > 0 ? paddingFor(nestedLevel) : TOP_LEVEL_PADDING}px`,
            fontSize: '1.2rem',
            fontWeight: 600,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: accentText,
          }}
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
      // A list item of its own (a list holds only items), with the line inside, out of the
      // accessibility tree: the groups' headings already divide the list.
      return (
        <li aria-hidden style={{ listStyle: 'none' }}>
          <Divider sx={{ my: 2, mx: 0.5 }} />
        </li>
      );
  }
}

export type VerticalNavigationProps = {
  items: readonly NavigationItem[];
  'aria-label'?: string;
};

/** The navigation as a vertical list (navbar and mobile drawer). */
export function VerticalNavigation({ items, 'aria-label': label }: VerticalNavigationProps) {
  const { folded } = useNavigationContext();
  return (
    <Box
      component="nav"
      aria-label={label}
      data-testid="vertical-navigation"
      data-folded={folded}
      sx={navigationSx}
    >
      <List disablePadding>
        {items.map((item) => (
          <VerticalEntry key={item.id} item={item} nestedLevel={0} />
        ))}
      </List>
    </Box>
  );
}
