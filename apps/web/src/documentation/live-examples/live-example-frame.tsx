import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';

type LiveExampleFrameProps = { name: string; title: string; children: ReactNode };

/** A framed live example beside the documentation text, labelled for readers and tests. */
export function LiveExampleFrame({ name, title, children }: LiveExampleFrameProps) {
  const texts = useDocumentationTexts();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`${texts.liveExample}: ${title}`}
      data-testid={`live-example-${name}`}
      sx={{ my: 3, p: 2, borderRadius: 2 }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {texts.liveExample}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
