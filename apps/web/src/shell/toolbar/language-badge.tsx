import Box from '@mui/material/Box';
import type { LanguageCode } from '../../lib/i18n.ts';

/** Colours of the small code badge of each language (flag colours, readable with white text). */
const BADGE_COLORS: Record<LanguageCode, string> = {
  en: '#012169',
  tr: '#C8102E',
  ar: '#006C35',
};

export function LanguageBadge({ code }: { code: LanguageCode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 28,
        height: 20,
        px: 0.5,
        borderRadius: 1,
        bgcolor: BADGE_COLORS[code],
        color: '#FFFFFF',
        fontSize: '1.1rem',
        fontWeight: 600,
        letterSpacing: '0.04em',
        lineHeight: 1,
      }}
    >
      {code.toUpperCase()}
    </Box>
  );
}
