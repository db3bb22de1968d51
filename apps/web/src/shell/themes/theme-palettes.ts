import type { ThemeName } from './theme-names.ts';

export type ColourRole = {
  readonly main: string;
  readonly light: string;
  readonly dark: string;
  readonly contrastText: string;
};

/** The colours that make one named theme; everything else is derived by MUI. */
export type ShellPalette = {
  readonly mode: 'light' | 'dark';
  readonly primary: ColourRole;
  readonly secondary: ColourRole;
  readonly error: ColourRole;
  readonly background: { readonly paper: string; readonly default: string };
  readonly text: {
    readonly primary: string;
    readonly secondary: string;
    readonly disabled: string;
  };
  readonly divider: string;
};

const WHITE = '#FFFFFF';
const INK = '#1A1A1A';

const lightSurface = {
  background: { paper: WHITE, default: '#F7F7F7' },
  text: { primary: '#1F2937', secondary: '#5B6472', disabled: '#9CA3AF' },
  divider: '#E5E7EB',
} as const;

const darkSurface = {
  background: { paper: '#1E2125', default: '#121212' },
  text: { primary: '#F3F4F6', secondary: '#B4BAC4', disabled: '#6B7280' },
  divider: '#2E333A',
} as const;

/**
 * The ten named themes. Light themes sit on white paper over #F7F7F7, dark ones on #1E2125
 * paper over #121212; each keeps its primary, secondary and error readable against their
 * contrast text (checked by the tests).
 */
export const SHELL_PALETTES: Readonly<Record<ThemeName, ShellPalette>> = {
  default: {
    mode: 'light',
    primary: { main: '#1E3A5F', light: '#3C5A80', dark: '#122740', contrastText: WHITE },
    secondary: { main: '#E0A100', light: '#F2C14E', dark: '#A87800', contrastText: INK },
    error: { main: '#C62828', light: '#E05252', dark: '#8E1C1C', contrastText: WHITE },
    ...lightSurface,
  },
  legacy: {
    mode: 'light',
    primary: { main: '#37474F', light: '#62727B', dark: '#102027', contrastText: WHITE },
    secondary: { main: '#0277BD', light: '#58A5F0', dark: '#004C8C', contrastText: WHITE },
    error: { main: '#D32F2F', light: '#EF5350', dark: '#9A0007', contrastText: WHITE },
    ...lightSurface,
  },
  sunset: {
    mode: 'light',
    primary: { main: '#C2410C', light: '#EA580C', dark: '#9A3412', contrastText: WHITE },
    secondary: { main: '#5B21B6', light: '#7C3AED', dark: '#4C1D95', contrastText: WHITE },
    error: { main: '#B91C1C', light: '#DC2626', dark: '#7F1D1D', contrastText: WHITE },
    ...lightSurface,
  },
  greeny: {
    mode: 'light',
    primary: { main: '#2E7D32', light: '#4C9A50', dark: '#1B5E20', contrastText: WHITE },
    secondary: { main: '#F9A825', light: '#FFD95A', dark: '#C17900', contrastText: INK },
    error: { main: '#C62828', light: '#E05252', dark: '#8E1C1C', contrastText: WHITE },
    ...lightSurface,
  },
  beach: {
    mode: 'light',
    primary: { main: '#0369A1', light: '#0EA5E9', dark: '#075985', contrastText: WHITE },
    secondary: { main: '#F4A261', light: '#FFD391', dark: '#BE7334', contrastText: INK },
    error: { main: '#D32F2F', light: '#EF5350', dark: '#9A0007', contrastText: WHITE },
    ...lightSurface,
  },
  tech: {
    mode: 'light',
    primary: { main: '#4F46E5', light: '#818CF8', dark: '#3730A3', contrastText: WHITE },
    secondary: { main: '#06B6D4', light: '#67E8F9', dark: '#0E7490', contrastText: '#0F172A' },
    error: { main: '#E11D48', light: '#FB7185', dark: '#9F1239', contrastText: WHITE },
    ...lightSurface,
  },
  sweetHues: {
    mode: 'light',
    primary: { main: '#9C36B5', light: '#BE4BDB', dark: '#862E9C', contrastText: WHITE },
    secondary: { main: '#F783AC', light: '#FAA2C1', dark: '#E64980', contrastText: INK },
    error: { main: '#C92A2A', light: '#E03131', dark: '#A51111', contrastText: WHITE },
    ...lightSurface,
  },
  defaultDark: {
    mode: 'dark',
    primary: { main: '#7BA4DB', light: '#A9C6EE', dark: '#4C78B0', contrastText: '#0B1220' },
    secondary: { main: '#F2C14E', light: '#FFE08A', dark: '#C89B2A', contrastText: INK },
    error: { main: '#F28B82', light: '#F6ADA6', dark: '#D9564B', contrastText: INK },
    ...darkSurface,
  },
  deepOcean: {
    mode: 'dark',
    primary: { main: '#26C6DA', light: '#6FF9FF', dark: '#0095A8', contrastText: '#002B33' },
    secondary: { main: '#FFB74D', light: '#FFE97D', dark: '#C88719', contrastText: INK },
    error: { main: '#FF8A80', light: '#FFBCAF', dark: '#C85A54', contrastText: INK },
    ...darkSurface,
  },
  slate: {
    mode: 'dark',
    primary: { main: '#94A3B8', light: '#CBD5E1', dark: '#64748B', contrastText: '#0F172A' },
    secondary: { main: '#38BDF8', light: '#7DD3FC', dark: '#0284C7', contrastText: '#0F172A' },
    error: { main: '#F87171', light: '#FCA5A5', dark: '#DC2626', contrastText: INK },
    ...darkSurface,
  },
};
