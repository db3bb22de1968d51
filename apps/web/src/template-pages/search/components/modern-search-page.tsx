import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Highlighted } from './highlighted.tsx';
import { SearchBody } from './search-body.tsx';
import { SearchField } from './search-field.tsx';
import { useResultSearch } from './use-result-search.ts';

/** `/pages/search/modern`: a coloured header with a large field, results as cards. */
export function ModernSearchPage() {
  const search = useResultSearch();
  return (
    <Box sx={{ flex: '1 0 auto' }} data-testid="search-page-modern">
      <Box
        sx={{
          px: { xs: 2, md: 4 },
          py: { xs: 4, md: 7 },
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {search.texts.modernTitle}
          </Typography>
          <Typography sx={{ mt: 1, mb: 3 }}>{search.texts.modernSubtitle}</Typography>
          <SearchField
            search={search}
            bare
            sx={{ bgcolor: 'background.paper', borderRadius: 1, '& fieldset': { border: 0 } }}
          />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
        <SearchBody search={search}>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {search.items.map((result) => (
              <Card component="li" key={result.id} data-testid="search-result" variant="outlined">
                <CardActionArea
                  href={result.url}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ p: 2.5, height: '100%' }}
                >
                  <Stack direction="row" spacing={2}>
                    <Avatar sx={{ bgcolor: 'primary.light' }}>
                      <ArticleOutlined />
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        <Highlighted text={result.title} query={search.query} />
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        noWrap
                        component="p"
                        sx={{ direction: 'ltr', textAlign: 'left' }}
                      >
                        <Highlighted text={result.url} query={search.query} />
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        <Highlighted text={result.excerpt} query={search.query} />
                      </Typography>
                    </Box>
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </SearchBody>
      </Box>
    </Box>
  );
}
