import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PageSidebarToggle,
  PageSimple,
  usePageSidebars,
} from '../../components/page-layouts/index.ts';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';
import { LiveExampleFrame } from './live-example-frame.tsx';

/** A small simple-page scaffold whose start sidebar opens and closes with its toggle. */
export function PageScaffoldExample() {
  const texts = useDocumentationTexts().examples.pageScaffold;
  const sidebars = usePageSidebars();
  return (
    <LiveExampleFrame name="page-scaffold" title={texts.title}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <PageSimple
          sidebars={sidebars}
          sidebarWidth={200}
          header={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PageSidebarToggle side="start" sidebars={sidebars} label={texts.toggle} />
              <Typography variant="h6" component="p">
                {texts.pageTitle}
              </Typography>
            </Stack>
          }
          startSidebar={
            <Box sx={{ p: 2 }} data-testid="example-sidebar">
              <Typography sx={{ fontWeight: 600 }}>{texts.sidebar}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {texts.sidebarBody}
              </Typography>
            </Box>
          }
        >
          <Typography sx={{ minHeight: 96 }}>{texts.content}</Typography>
        </PageSimple>
      </Box>
    </LiveExampleFrame>
  );
}
