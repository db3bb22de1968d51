import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { copyText } from './copy-text.ts';
import type { CopyTexts } from './copy-text.ts';

export type CodeSnippetProps = {
  code: string;
  texts: CopyTexts;
  /** Names the snippet for the copy button, e.g. "Copy: font usage". */
  label?: string;
};

/** A block of code, left to right in every language, with a button that copies it. */
export function CodeSnippet({ code, texts, label }: CodeSnippetProps) {
  const copyLabel = label ? `${texts.copy}: ${label}` : texts.copy;
  return (
    <Box
      data-testid="code-snippet"
      dir="ltr"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        borderRadius: 2,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="pre"
        // Scrolls sideways when wide: the keyboard must reach it.
        tabIndex={0}
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0,
          p: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.3rem',
          lineHeight: 1.6,
        }}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={copyLabel}>
        <IconButton
          size="small"
          aria-label={copyLabel}
          data-testid="copy-code"
          onClick={() => void copyText(code, texts)}
          sx={{ m: 0.75 }}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
