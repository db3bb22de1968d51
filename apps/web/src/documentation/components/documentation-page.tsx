import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useMemo } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PageSimple } from '../../components/page-layouts/index.ts';
import type { DocPageId } from '../doc-page-ids.ts';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';
import { renderMarkdown } from '../render-markdown.ts';
import { MarkdownHtml } from './markdown-html.tsx';
import { scrollToAnchor } from './scroll-to-anchor.ts';
import { TableOfContents } from './table-of-contents.tsx';

export type DocumentationPageProps = {
  page: DocPageId;
  /** The text of `docs/<page>.md`. */
  markdown: string;
  /** Live examples by the name their `<!-- live-example: name -->` marker gives. */
  examples?: Readonly<Record<string, ComponentType>>;
};

/** One documentation page: its Markdown, the live examples it names and a table of contents. */
export function DocumentationPage({ page, markdown, examples = {} }: DocumentationPageProps) {
  const texts = useDocumentationTexts();
  const { i18n } = useTranslation();
  const doc = useMemo(() => renderMarkdown(markdown), [markdown]);
  const title = texts.titles[page];

  useEffect(() => {
    document.title = `${title} | ${texts.section}`;
  }, [title, texts.section]);
  // An address with #section opens at that section.
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor !== '') scrollToAnchor(anchor);
  }, [doc]);

  return (
    <PageSimple
      data-testid={`documentation-${page}`}
      header={
        <>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {texts.section}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {i18n.language !== 'en' ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {texts.textInEnglish}
            </Typography>
          ) : null}
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 880px) 240px' },
          alignItems: 'start',
        }}
      >
        <Box component="article" sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
          {doc.parts.map((part, index) => {
            if (part.kind === 'html') return <MarkdownHtml key={index} html={part.html} />;
            const Example = examples[part.name];
            return Example ? <Fragment key={index}>{<Example />}</Fragment> : null;
          })}
        </Box>
        <Box sx={{ order: { xs: 1, lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <TableOfContents headings={doc.headings} title={texts.tableOfContents} />
        </Box>
      </Box>
    </PageSimple>
  );
}
