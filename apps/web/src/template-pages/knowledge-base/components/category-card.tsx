import type { KnowledgeBaseArticle } from '@flockbook/mock-api/knowledge-base';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countText } from '../../../lib/translator.ts';
import type { KnowledgeBaseTexts } from '../locales/en.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

const CATEGORY_ICONS: Record<string, ReactNode> = {
  'your-account': <AccountCircleOutlinedIcon />,
  selling: <SellOutlinedIcon />,
  buying: <ShoppingCartOutlinedIcon />,
  'item-support': <BuildOutlinedIcon />,
};

type CategoryCardProps = {
  category: { id: string; title: string; path: string };
  /** The featured articles on the overview, every article on the category's own page. */
  articles: readonly KnowledgeBaseArticle[];
  /** How many articles the category has in all. */
  articlesCount: number;
  texts: KnowledgeBaseTexts;
  language: string;
  /** On the category's own page the card counts its articles instead of linking to itself. */
  single?: boolean;
  onOpen: (article: KnowledgeBaseArticle) => void;
};

/** A category with article titles; each title opens the article. */
export function CategoryCard({
  category,
  articles,
  articlesCount,
  texts,
  language,
  single = false,
  onOpen,
}: CategoryCardProps) {
  const headingId = `kb-category-${category.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid="kb-category"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, pb: 1 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          {CATEGORY_ICONS[category.path] ?? <MenuBookOutlinedIcon />}
        </Box>
        <Typography variant="h6" component="h2" id={headingId}>
          {category.title}
        </Typography>
      </Box>
      {articles.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1, py: 2 }}>
          {texts.noArticles}
        </Typography>
      ) : (
        <List dense sx={{ flex: 1 }}>
          {articles.map((article) => (
            <ListItem key={article.id} disablePadding>
              <ListItemButton
                onClick={() => onOpen(article)}
                data-testid="kb-article-link"
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <ArticleOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={article.title} slotProps={{ primary: dataTextProps }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {single ? (
        <Typography color="text.secondary" sx={{ px: 1, pt: 1 }} data-testid="kb-article-count">
          {countText(texts.articleCount, articlesCount, language)}
        </Typography>
      ) : (
        <Button
          component={Link}
          to={`/pages/knowledge-base/${category.path}`}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
          data-testid="kb-see-all"
        >
          {countText(texts.seeAll, articlesCount, language)}
        </Button>
      )}
    </Paper>
  );
}
