import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LiveExample } from '../../typography/components/live-example.tsx';
import { useHelperClassesTexts } from '../locales/use-helper-classes-texts.ts';
import { HELPER_EXAMPLES } from './helper-examples.tsx';

/** `/ui/helper-classes`: the styling patterns the product's screens use, live with their code. */
export function HelperClassesPage() {
  const texts = useHelperClassesTexts();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }} data-testid="helper-classes-page">
      <Box>
        <Typography variant="h4" component="h1">
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {texts.subtitle}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        {HELPER_EXAMPLES.map((helper) => (
          <LiveExample
            key={helper.id}
            title={texts.helpers[helper.id].title}
            description={texts.helpers[helper.id].description}
            code={helper.code(texts.words)}
            copyTexts={texts}
          >
            {helper.example(texts.words)}
          </LiveExample>
        ))}
      </Box>
    </Box>
  );
}
