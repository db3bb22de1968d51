import type { KnowledgeBaseArticle } from '@flockbook/mock-api/knowledge-base';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

type ArticleDialogProps = {
  article: KnowledgeBaseArticle | null;
  closeLabel: string;
  onClose: () => void;
};

/** One article; its HTML comes from data, so it is sanitised before it is shown. */
export function ArticleDialog({ article, closeLabel, onClose }: ArticleDialogProps) {
  const html = useMemo(() => (article ? sanitizeHtml(article.content) : ''), [article]);
  return (
    <Dialog
      open={article !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="kb-article-title"
      data-testid="kb-article-dialog"
    >
      <DialogTitle id="kb-article-title" {...dataTextProps} sx={{ pr: 7 }}>
        {article?.title}
      </DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          {...dataTextProps}
          data-testid="kb-article-content"
          sx={{ typography: 'body1', '& p': { mt: 0, mb: 2 }, '& ul': { pl: 3, mb: 2 } }}
          // Sanitised above with DOMPurify.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </DialogContent>
    </Dialog>
  );
}
