import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DocHeading } from '../render-markdown.ts';
import { scrollToAnchor } from './scroll-to-anchor.ts';

type TableOfContentsProps = { headings: readonly DocHeading[]; title: string };

/** Links to the document's sections; a click scrolls to the heading and keeps it in the address. */
export function TableOfContents({ headings, title }: TableOfContentsProps) {
  if (headings.length === 0) return null;
  return (
    <Box component="nav" aria-label={title} data-testid="documentation-toc">
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ ps: heading.level === 3 ? 2 : 0, py: 0.25 }}>
            <Link
              href={`#${heading.id}`}
              underline="hover"
              color={heading.level === 2 ? 'text.primary' : 'text.secondary'}
              sx={{ fontSize: '1.3rem' }}
              onClick={(event) => {
                event.preventDefault();
                scrollToAnchor(heading.id);
              }}
            >
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
