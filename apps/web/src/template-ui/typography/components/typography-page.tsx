import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTypographyTexts } from '../locales/use-typography-texts.ts';
import { TextStyles } from './text-styles.tsx';
import { TypeScale } from './type-scale.tsx';

/** `/ui/typography`: the theme's type scale and the product's text styles. */
export function TypographyPage() {
  const texts = useTypographyTexts();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }} data-testid="typography-page">
      <Box>
        <Typography variant="h4" component="h1">
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {texts.subtitle}
        </Typography>
      </Box>
      <Box component="section">
        <Typography variant="h5" component="h2">
          {texts.scaleTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {texts.scaleHint}
        </Typography>
        <TypeScale texts={texts} />
      </Box>
      <Box component="section">
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {texts.utilitiesTitle}
        </Typography>
        <TextStyles texts={texts} />
      </Box>
    </Box>
  );
}
