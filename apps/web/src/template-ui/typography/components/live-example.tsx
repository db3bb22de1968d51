import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CodeSnippet } from './code-snippet.tsx';
import type { CopyTexts } from './copy-text.ts';

export type LiveExampleProps = {
  title: string;
  description?: string;
  /** What the code draws, drawn by the same theme the rest of the app uses. */
  children: ReactNode;
  code: string;
  copyTexts: CopyTexts;
};

/** One documented style: its name, a live example and the code that makes it. */
export function LiveExample({ title, description, children, code, copyTexts }: LiveExampleProps) {
  return (
    <Paper variant="outlined" data-testid="live-example" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box data-testid="live-example-output" sx={{ my: 2, minWidth: 0 }}>
        {children}
      </Box>
      <CodeSnippet code={code} texts={copyTexts} label={title} />
    </Paper>
  );
}
