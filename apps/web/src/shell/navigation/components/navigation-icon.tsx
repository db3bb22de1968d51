import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import { navigationIcon } from '../navigation-icons.ts';
import type { NavigationItem } from '../navigation-types.ts';

export type NavigationIconProps = SvgIconProps & { item: NavigationItem };

/** The icon a navigation item names; nothing when it names none. */
export function NavigationIcon({ item, ...props }: NavigationIconProps) {
  const icon = navigationIcon(item.icon);
  return icon ? createElement(icon, props) : null;
}
