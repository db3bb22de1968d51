import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha } from '@mui/material/styles';

/** True on phones and tablets, where the system's own scrollbars are kept. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(agent);
}

/** Thin, theme-coloured scrollbars for the whole page (desktop browsers only). */
export function CustomScrollbars() {
  return (
    <GlobalStyles
      styles={(theme) => {
        const thumb = alpha(
          theme.palette.text.primary,
          theme.palette.mode === 'dark' ? 0.28 : 0.22,
        );
        const hover = alpha(theme.palette.text.primary, 0.4);
        return {
          '*': { scrollbarWidth: 'thin', scrollbarColor: `${thumb} transparent` },
          '::-webkit-scrollbar': { width: 8, height: 8, backgroundColor: 'transparent' },
          '::-webkit-scrollbar-thumb': {
            borderRadius: 8,
            backgroundColor: thumb,
            border: '2px solid transparent',
            backgroundClip: 'content-box',
          },
          '::-webkit-scrollbar-thumb:hover': { backgroundColor: hover },
          '::-webkit-scrollbar-corner': { backgroundColor: 'transparent' },
        };
      }}
    />
  );
}
