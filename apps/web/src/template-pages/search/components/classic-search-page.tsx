import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Highlighted } from './highlighted.tsx';
import { SearchBody } from './search-body.tsx';
import { SearchField } from './search-field.tsx';
import { useResultSearch } from './use-result-search.ts';

/** `/pages/search/classic`: a results list like a web search engine's. */
export function ClassicSearchPage() {
  const search = useResultSearch();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, flex: '1 0 auto' }} data-testid="search-page-classic">
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          {search.texts.title}
        </Typography>
        <SearchField search={search} sx={{ mb: 3 }} />
        <SearchBody search={search}>
          <Paper variant="outlined" component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {search.items.map((result, index) => (
              <Stack
                component="li"
                key={result.id}
                data-testid="search-result"
                spacing={0.5}
                sx={{ p: 2.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Link
                  href={result.url}
                  target="_blank"
                  rel="noreferrer"
                  variant="h6"
                  underline="hover"
                >
                  <Highlighted text={result.title} query={search.query} />
                </Link>
                <Typography
                  variant="body2"
                  sx={{ color: 'success.main', direction: 'ltr', textAlign: 'left' }}
                >
                  <Highlighted text={result.url} query={search.query} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Highlighted text={result.excerpt} query={search.query} />
                </Typography>
              </Stack>
            ))}
          </Paper>
        </SearchBody>
      </Box>
    </Box>
  );
}
