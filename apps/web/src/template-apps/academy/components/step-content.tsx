import Box from '@mui/material/Box';
import { useMemo } from 'react';
// One sanitising rule for every HTML the sample apps show.
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

/** A step's HTML, sanitised by DOMPurify before it reaches the page. */
export function StepContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid="course-step-content"
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        '& p': { my: 1.5 },
        '& ul, & ol': { paddingInlineStart: 3 },
        '& pre': {
          p: 2,
          borderRadius: 1,
          overflowX: 'auto',
          bgcolor: 'action.hover',
        },
        '& code': { fontFamily: 'monospace', fontSize: '0.875rem' },
        '& blockquote': {
          mx: 0,
          px: 2,
          py: 0.5,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.selected',
        },
      }}
      // Sanitised above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
