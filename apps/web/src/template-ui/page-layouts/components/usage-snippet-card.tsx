import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showMessage } from '../../../lib/message-store.ts';
import { usePageLayoutsTexts } from '../locales/use-page-layouts-texts.ts';

/** "How to use": the code that starts a new screen on this scaffold, with a copy button. */
export function UsageSnippetCard({ code }: { code: string }) {
  const texts = usePageLayoutsTexts();
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => showMessage({ message: texts.usage.copied, variant: 'success' }),
      () => showMessage({ message: texts.usage.copyFailed, variant: 'error' }),
    );
  };
  return (
    <Paper variant="outlined" sx={{ mt: 3, overflow: 'hidden' }} data-testid="layout-usage">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {texts.usage.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.usage.text}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlined />}
          onClick={copy}
          data-testid="layout-usage-copy"
        >
          {texts.usage.copy}
        </Button>
      </Box>
      {/* Code reads left to right in every language. */}
      <Box
        component="pre"
        // Scrolls sideways when wide: the keyboard must reach it.
        tabIndex={0}
        dir="ltr"
        data-testid="layout-usage-code"
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          textAlign: 'start',
          fontFamily: 'monospace',
          fontSize: '1.3rem',
          lineHeight: 1.6,
          bgcolor: 'grey.900',
          color: 'grey.100',
        }}
      >
        <code>{code}</code>
      </Box>
    </Paper>
  );
}
