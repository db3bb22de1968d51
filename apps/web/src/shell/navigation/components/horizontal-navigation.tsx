import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Grow from '@mui/material/Grow';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { alpha, useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isExternalUrl, isUrlInChildren, linkAttributes } from '../navigation-paths.ts';
import type { NavigationItem } from '../navigation-types.ts';
import { isItemActive } from './item-state.ts';
import { NavigationBadge } from './navigation-badge.tsx';
import { NavigationIcon } from './navigation-icon.tsx';
import { useNavigationContext } from './navigation-context.ts';
import { useHoverMenu } from './use-hover-menu.ts';
import { useNavigationTitle } from './use-navigation-title.ts';

const MENU_WIDTH = 240;

type EntryProps = {
  item: NavigationItem;
  /** 0 in the bar itself, 1 and deeper inside pop-up menus. */
  nestedLevel: number;
};

function topLevelSx(active: boolean): SxProps<Theme> {
  return (theme) => ({
    height: 40,
    px: 1.5,
    gap: 1,
    borderRadius: 1,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    fontSize: '1.35rem',
    fontWeight: active ? 600 : 400,
    color: active ? 'text.primary' : 'text.secondary',
    bgcolor: active ? alpha(theme.palette.text.primary, 0.08) : 'transparent',
    transition: theme.transitions.create(['background-color', 'color'], { duration: 150 }),
    '& .navigation-icon': { fontSize: 20, color: active ? 'secondary.main' : 'inherit' },
    '&:hover, &[aria-expanded="true"]': {
      bgcolor: alpha(theme.palette.text.primary, 0.06),
      color: 'text.primary',
    },
  });
}

function menuEntrySx(active: boolean): SxProps<Theme> {
  return (theme) => ({
    minHeight: 40,
    mx: 1,
    px: 1.5,
    gap: 1.5,
    borderRadius: 1,
    color: active ? 'text.primary' : 'text.secondary',
    bgcolor: active ? alpha(theme.palette.text.primary, 0.08) : 'transparent',
    '& .navigation-icon': { fontSize: 20, color: active ? 'secondary.main' : 'inherit' },
    '&:hover, &[aria-expanded="true"]': {
      bgcolor: alpha(theme.palette.text.primary, 0.06),
      color: 'text.primary',
    },
  });
}

function MenuEntryText({ title, active }: { title: string; active: boolean }) {
  return (
    <ListItemText
      primary={title}
      sx={{ my: 0 }}
      slotProps={{
        primary: { noWrap: true, sx: { fontSize: '1.35rem', fontWeight: active ? 600 : 400 } },
      }}
    />
  );
}

/** A page of the app, in the bar or in a menu. */
function HorizontalItem({ item, nestedLevel }: EntryProps) {
  const { pathname } = useLocation();
  const { onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const active = isItemActive(item, pathname);
  const common = {
    component: RouterLink,
    to: item.url ?? '/',
    'aria-current': active ? ('page' as const) : undefined,
    'data-navigation-id': item.id,
    onClick: () => onItemClick?.(item),
  };

  if (nestedLevel === 0) {
    return (
      <ButtonBase {...common} sx={topLevelSx(active)}>
        <NavigationIcon item={item} className="navigation-icon" />
        {title}
        {item.badge ? <NavigationBadge badge={item.badge} /> : null}
      </ButtonBase>
    );
  }
  return (
    <ListItemButton {...common} role="menuitem" sx={menuEntrySx(active)}>
      <NavigationIcon item={item} className="navigation-icon" />
      <MenuEntryText title={title} active={active} />
      {item.badge ? <NavigationBadge badge={item.badge} /> : null}
    </ListItemButton>
  );
}

/** An address outside the app (new tab) or one opened in a named target. */
function HorizontalLink({ item, nestedLevel }: EntryProps) {
  const { onItemClick } = useNavigationContext();
  const title = useNavigationTitle()(item);
  const attributes = linkAttributes(item);
  const inApp = attributes.target === '_self' && !isExternalUrl(attributes.href);
  const routing = inApp
    ? ({ component: RouterLink, to: attributes.href } as const)
    : ({ component: 'a', ...attributes } as const);
  const onClick = () => onItemClick?.(item);

  if (nestedLevel === 0) {
    return (
      <ButtonBase
        {...routing}
        data-navigation-id={item.id}
        onClick={onClick}
        sx={topLevelSx(false)}
      >
        <NavigationIcon item={item} className="navigation-icon" />
        {title}
      </ButtonBase>
    );
  }
  return (
    <ListItemButton
      {...routing}
      role="menuitem"
      data-navigation-id={item.id}
      onClick={onClick}
      sx={menuEntrySx(false)}
    >
      <NavigationIcon item={item} className="navigation-icon" />
      <MenuEntryText title={title} active={false} />
    </ListItemButton>
  );
}

/**
 * A group or collapse: a button that opens its entries in a pop-up menu while the pointer is
 * over it (150 ms debounce). Menus in the bar open downwards, nested ones to the side.
 */
function HorizontalMenu({ item, nestedLevel }: EntryProps) {
  const theme = useTheme();
  const { pathname } = useLocation();
  const title = useNavigationTitle()(item);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hover = useHoverMenu();
  const menuId = useId();
  const inside = isUrlInChildren(item, pathname);
  const rtl = theme.direction === 'rtl';
  const placement = nestedLevel === 0 ? 'bottom-start' : rtl ? 'left-start' : 'right-start';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      hover.setOpen(false);
      anchor?.focus();
    }
  };

  const triggerProps = {
    ref: setAnchor,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': hover.open,
    'aria-controls': hover.open ? menuId : undefined,
    'data-navigation-id': item.id,
    onClick: () => hover.setOpen(!hover.open),
  };

  return (
    <Box
      onMouseEnter={hover.onMouseEnter}
      onMouseLeave={hover.onMouseLeave}
      onKeyDown={onKeyDown}
      sx={{ display: nestedLevel === 0 ? 'inline-flex' : 'block' }}
    >
      {nestedLevel === 0 ? (
        <ButtonBase {...triggerProps} sx={topLevelSx(inside)}>
          <NavigationIcon item={item} className="navigation-icon" />
          {title}
          <ExpandMoreRounded aria-hidden sx={{ fontSize: 18, ml: -0.25 }} />
        </ButtonBase>
      ) : (
        <ListItemButton {...triggerProps} role="menuitem" sx={menuEntrySx(inside)}>
          <NavigationIcon item={item} className="navigation-icon" />
          <MenuEntryText title={title} active={inside} />
          {rtl ? (
            <ChevronLeftRounded aria-hidden sx={{ fontSize: 18, ml: 'auto' }} />
          ) : (
            <ChevronRightRounded aria-hidden sx={{ fontSize: 18, ml: 'auto' }} />
          )}
        </ListItemButton>
      )}
      <Popper
        open={hover.open}
        anchorEl={anchor}
        placement={placement}
        transition
        sx={{ zIndex: theme.zIndex.modal }}
        modifiers={[{ name: 'offset', options: { offset: nestedLevel === 0 ? [0, 6] : [-8, 4] } }]}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} timeout={150}>
            <Paper
              elevation={8}
              sx={{
                width: MENU_WIDTH,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                maxHeight: 'calc(100vh - 160px)',
                overflowY: 'auto',
              }}
            >
              <MenuList
                id={menuId}
                aria-label={title}
                disablePadding
                autoFocusItem={false}
                data-testid={`horizontal-menu-${item.id}`}
              >
                {(item.children ?? []).map((child) => (
                  <HorizontalEntry key={child.id} item={child} nestedLevel={nestedLevel + 1} />
                ))}
              </MenuList>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}

/** One entry of any type. */
function HorizontalEntry({ item, nestedLevel }: EntryProps): ReactNode {
  switch (item.type) {
    case 'group':
    case 'collapse':
      return <HorizontalMenu item={item} nestedLevel={nestedLevel} />;
    case 'item':
      return <HorizontalItem item={item} nestedLevel={nestedLevel} />;
    case 'link':
      return <HorizontalLink item={item} nestedLevel={nestedLevel} />;
    case 'divider':
      return nestedLevel === 0 ? (
        <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1.5 }} />
      ) : (
        <Divider sx={{ my: 1 }} />
      );
  }
}

export type HorizontalNavigationProps = {
  items: readonly NavigationItem[];
  'aria-label'?: string;
};

/** The navigation as a bar of menus (layouts 2 and 3). */
export function HorizontalNavigation({ items, 'aria-label': label }: HorizontalNavigationProps) {
  return (
    <Box
      component="nav"
      aria-label={label}
      data-testid="horizontal-navigation"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {items.map((item) => (
        <HorizontalEntry key={item.id} item={item} nestedLevel={0} />
      ))}
    </Box>
  );
}
