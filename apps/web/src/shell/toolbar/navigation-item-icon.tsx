import LinkOutlined from '@mui/icons-material/LinkOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import { navigationIcon } from '../navigation/index.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';

export type NavigationItemIconProps = SvgIconProps & {
  item: Pick<FlatNavigationItem, 'icon'>;
};

/** The icon a navigation entry names, or a plain link icon when it names none. */
export function NavigationItemIcon({ item, ...props }: NavigationItemIconProps) {
  // The icon is one of a fixed set of module-level components, chosen by name.
  return createElement(navigationIcon(item.icon) ?? LinkOutlined, props);
}
