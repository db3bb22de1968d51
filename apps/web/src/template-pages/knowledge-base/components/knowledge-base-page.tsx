import type { KnowledgeBaseArticle } from '@flockbook/mock-api/knowledge-base';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useCategoryArticles, useKnowledgeBase } from '../api/knowledge-base-api.ts';
import type { KnowledgeBaseTexts } from '../locales/en.ts';
import { useKnowledgeBaseTexts } from '../locales/use-knowledge-base-texts.ts';
import { ArticleDialog } from './article-dialog.tsx';
import { CategoryCard } from './category-card.tsx';

const PATH = '/pages/knowledge-base';

type Open = (article: KnowledgeBaseArticle) => void;
type PartProps = { texts: KnowledgeBaseTexts; language: string; onOpen: Open };

/** `/pages/knowledge-base` (every category) and `/pages/knowledge-base/{path}` (one). */
export function KnowledgeBasePage() {
  const texts = useKnowledgeBaseTexts();
  const language = useShellLanguage();
  const { categoryPath } = useParams();
  const [article, setArticle] = useState<KnowledgeBaseArticle | null>(null);
  const part = { texts, language, onOpen: setArticle };

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
        {categoryPath ? (
          <CategoryArticles key={categoryPath} categoryPath={categoryPath} {...part} />
        ) : (
          <Categories {...part} />
        )}
      </Box>
      <ArticleDialog article={article} closeLabel={texts.close} onClose={() => setArticle(null)} />
    </Box>
  );
}

/** Every category with its featured articles and a link to all of them. */
function Categories({ texts, language, onOpen }: PartProps) {
  const knowledgeBase = useKnowledgeBase();
  if (knowledgeBase.isPending) return <LoadingState />;
  if (knowledgeBase.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        error={knowledgeBase.error}
        onRetry={() => void knowledgeBase.refetch()}
      />
    );
  }
  if (knowledgeBase.data.length === 0) return <Message text={texts.empty} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {knowledgeBase.data.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          articles={category.featuredArticles}
          articlesCount={category.articlesCount}
          texts={texts}
          language={language}
          onOpen={onOpen}
        />
      ))}
    </Box>
  );
}

/** One category with every article of it ("See all"). */
function CategoryArticles({
  categoryPath,
  texts,
  language,
  onOpen,
}: PartProps & { categoryPath: string }) {
  const category = useCategoryArticles(categoryPath);
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
  if (category.isPending) return <LoadingState />;
  if (category.isError) {
    if (category.error instanceof ApiError && category.error.status === 404) {
      return <Message text={texts.noCategory}>{backLink}</Message>;
    }
    return (
      <ErrorState
        title={texts.loadFailed}
        error={category.error}
        onRetry={() => void category.refetch()}
      />
    );
  }
  return (
    <>
      <Box sx={{ mb: 2 }}>{backLink}</Box>
      <CategoryCard
        category={category.data}
        articles={category.data.articles}
        articlesCount={category.data.articles.length}
        texts={texts}
        language={language}
        single
        onOpen={onOpen}
      />
    </>
  );
}

function Message({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}
