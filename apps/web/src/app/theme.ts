import { alpha, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { Direction } from '../lib/i18n.ts';

const FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The default light theme. The root font size is 62.5% (1rem = 10px), so sizes read as
 * pixels divided by ten; body text is 1.4rem.
 */
export function createAppTheme(direction: Direction): Theme {
  const base = createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#1E3A5F', light: '#3C5A80', dark: '#122740', contrastText: '#FFFFFF' },
      secondary: { main: '#E0A100', light: '#F2C14E', dark: '#A87800', contrastText: '#1A1A1A' },
      success: { main: '#2E7D32' },
      warning: { main: '#ED6C02' },
      error: { main: '#D32F2F' },
      background: { default: '#F7F7F7', paper: '#FFFFFF' },
      text: { primary: '#1F2937', secondary: '#6B7280' },
      divider: '#E5E7EB',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      htmlFontSize: 10,
      fontSize: 14,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      fontWeightMedium: 600,
      fontWeightBold: 600,
      body1: { fontSize: '1.4rem' },
      body2: { fontSize: '1.3rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { fontSize: '62.5%' },
          body: { fontSize: '1.4rem', lineHeight: 1.5 },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: `1px solid ${base.palette.divider}`,
            boxShadow: `0 1px 3px ${alpha(base.palette.common.black, 0.06)}`,
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          title: { fontSize: '1.6rem', fontWeight: 600 },
          subheader: { fontSize: '1.3rem' },
        },
      },
      MuiChip: { styleOverrides: { label: { fontWeight: 600 } } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
