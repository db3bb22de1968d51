import type { ThemeSlots } from '../themes/create-shell-theme.ts';

export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

export const LAYOUT_MODES = ['boxed', 'fullwidth', 'container'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export const LAYOUT_SCROLLS = ['body', 'content'] as const;
export type LayoutScroll = (typeof LAYOUT_SCROLLS)[number];

export const NAVBAR_POSITIONS = ['left', 'right'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];

export const BAR_STYLES = ['fixed', 'static'] as const;
export type BarStyle = (typeof BAR_STYLES)[number];

export const BAR_POSITIONS = ['above', 'below'] as const;
export type BarPosition = (typeof BAR_POSITIONS)[number];

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** How the shell is laid out (specification, section 3, "Layout config"). */
export type LayoutConfig = {
  mode: LayoutMode;
  scroll: LayoutScroll;
  navbar: { display: boolean; folded: boolean; position: NavbarPosition };
  toolbar: { display: boolean; style: BarStyle; position: BarPosition };
  footer: { display: boolean; style: BarStyle; position: BarPosition };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
};

/** A user's settings (specification, section 3, "User ... settings"). */
export type Settings = {
  layout: { style: LayoutStyle; config: LayoutConfig };
  customScrollbars: boolean;
  animations: boolean;
  direction: Direction;
  theme: ThemeSlots;
};

/** The parts of a layout config that are groups of fields. */
export type LayoutSection = 'navbar' | 'toolbar' | 'footer' | 'leftSidePanel' | 'rightSidePanel';

export type LayoutConfigPatch = {
  mode?: LayoutMode;
  scroll?: LayoutScroll;
} & { [S in LayoutSection]?: Partial<LayoutConfig[S]> };

/** Any part of the settings; what is left out stays as it is. */
export type SettingsPatch = {
  layout?: { style?: LayoutStyle; config?: LayoutConfigPatch };
  customScrollbars?: boolean;
  animations?: boolean;
  direction?: Direction;
  theme?: Partial<ThemeSlots>;
};
