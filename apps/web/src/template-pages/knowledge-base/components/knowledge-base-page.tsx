import type { KnowledgeBaseArticle } from '@flockbook/mock-api/knowledge-base';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useKnowledgeBase } from '../api/knowledge-base-api.ts';
import { useKnowledgeBaseTexts } from '../locales/use-knowledge-base-texts.ts';
import { ArticleDialog } from './article-dialog.tsx';
import { CategoryCard } from './category-card.tsx';

const PATH = '/pages/knowledge-base';

/** `/pages/knowledge-base` (every category) and `/pages/knowledge-base/{path}` (one). */
export function KnowledgeBasePage() {
  const texts = useKnowledgeBaseTexts();
  const { categoryPath } = useParams();
  const knowledgeBase = useKnowledgeBase();
  const [article, setArticle] = useState<KnowledgeBaseArticle | null>(null);
  const all = knowledgeBase.data ?? [];
  const shown = categoryPath ? all.filter((category) => category.path === categoryPath) : all;

  const backLink = (
    <Button
      component={Link}
      to={PATH}
      startIcon={
        <ArrowBackIcon
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      }
    >
      {texts.allCategories}
    </Button>
  );

  return (
    <Box data-testid="knowledge-base-page" sx={{ pb: 4 }}>
      <Box
        component="header"
        sx={{ px: { xs: 2, md: 4 }, py: { xs: 4, md: 6 }, textAlign: 'center' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {texts.subtitle}
        </Typography>
      </Box>
      <Box sx={{ maxWidth: 1120, mx: 'auto', px: { xs: 2, md: 3 } }}>
        {knowledgeBase.isPending ? (
          <LoadingState />
        ) : knowledgeBase.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={knowledgeBase.error}
            onRetry={() => void knowledgeBase.refetch()}
          />
        ) : shown.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {categoryPath ? texts.noCategory : texts.empty}
            </Typography>
            {categoryPath ? backLink : null}
          </Box>
        ) : (
          <>
            {categoryPath ? <Box sx={{ mb: 2 }}>{backLink}</Box> : null}
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: {
                  xs: '1fr',
                  md: categoryPath ? '1fr' : 'repeat(2, minmax(0, 1fr))',
                },
              }}
            >
              {shown.map((category) => (
                <CategoryCard
                  key={category.id}
                  category={category}
                  texts={texts}
                  single={Boolean(categoryPath)}
                  onOpen={setArticle}
                />
              ))}
            </Box>
          </>
        )}
      </Box>
      <ArticleDialog article={article} closeLabel={texts.close} onClose={() => setArticle(null)} />
    </Box>
  );
}
