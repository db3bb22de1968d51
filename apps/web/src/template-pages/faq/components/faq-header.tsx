import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FaqTexts } from '../locales/en.ts';

type FaqHeaderProps = { texts: FaqTexts; search: string; onSearch: (search: string) => void };

/** The page's banner: title, one line about it and the search field. */
export function FaqHeader({ texts, search, onSearch }: FaqHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        px: { xs: 2, md: 4 },
        py: { xs: 4, md: 6 },
        textAlign: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>{texts.subtitle}</Typography>
      <TextField
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={texts.search}
        slotProps={{
          htmlInput: { 'aria-label': texts.search, 'data-testid': 'faq-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{
          mt: 3,
          width: '100%',
          maxWidth: 520,
          bgcolor: 'background.paper',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
