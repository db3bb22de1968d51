import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLayoutsTexts } from '../locales/use-page-layouts-texts.ts';
import { DemoBlocks } from './demo-blocks.tsx';

/** /ui/page-layouts/blank: no header and no card, only content inside the shell. */
export function BlankLayoutPage() {
  const texts = usePageLayoutsTexts();
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, minWidth: 0 }} data-testid="page-layout-blank">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.blank.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, maxWidth: 760 }}>
        {texts.blank.text}
      </Typography>
      <DemoBlocks />
    </Box>
  );
}
