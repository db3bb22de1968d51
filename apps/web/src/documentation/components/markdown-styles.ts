import type { SxProps, Theme } from '@mui/material/styles';

/** How the documentation's Markdown reads: headings, text, tables and code in the theme. */
export const markdownStyles: SxProps<Theme> = (theme) => ({
  fontSize: '1.5rem',
  lineHeight: 1.7,
  color: 'text.primary',
  '& h2': { ...theme.typography.h5, fontWeight: 600, mt: 5, mb: 1.5, scrollMarginTop: 96 },
  '& h3': { ...theme.typography.h6, fontWeight: 600, mt: 3.5, mb: 1, scrollMarginTop: 96 },
  '& p, & ul, & ol': { my: 1.5 },
  '& li': { my: 0.5 },
  // The theme's main colour reads at 4.5:1 on the page in every theme; the secondary may not.
  '& a': { color: 'primary.main', textDecorationColor: 'inherit' },
  '& :not(pre) > code': {
    fontFamily: 'monospace',
    fontSize: '0.9em',
    px: 0.6,
    py: 0.2,
    borderRadius: 1,
    bgcolor: 'action.hover',
    unicodeBidi: 'isolate',
  },
  // Code and tables carry dir="ltr": no `direction` here, which the right-to-left style plugin
  // would flip; `start` alignment follows the element's own direction.
  '& pre': {
    textAlign: 'start',
    overflowX: 'auto',
    p: 2,
    my: 2,
    borderRadius: 2,
    fontSize: '1.3rem',
    lineHeight: 1.6,
    bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : '#1e293b',
    color: '#e2e8f0',
  },
  '& pre code': { fontFamily: 'monospace', whiteSpace: 'pre' },
  '& table': {
    display: 'block',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    my: 2,
    fontSize: '1.35rem',
  },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1.5,
    py: 0.75,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& blockquote': {
    m: 0,
    my: 2,
    px: 2,
    borderInlineStart: 4,
    borderColor: 'divider',
    color: 'text.secondary',
  },
});
