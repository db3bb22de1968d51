import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { markdownStyles } from './markdown-styles.ts';
import { scrollToAnchor } from './scroll-to-anchor.ts';

type MarkdownHtmlProps = { html: string };

/**
 * Shows HTML rendered from the documentation's Markdown (already made safe). Links inside the
 * app open in place, anchors scroll to their heading; other addresses open in a new tab.
 */
export function MarkdownHtml({ html }: MarkdownHtmlProps) {
  const navigate = useNavigate();

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      event.preventDefault();
      scrollToAnchor(decodeURIComponent(href.slice(1)));
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    <Box
      className="documentation-markdown"
      sx={markdownStyles}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
