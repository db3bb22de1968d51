import Box from '@mui/material/Box';
import { splitMatches } from './filter-results.ts';

/** `text` with every match of `query` marked, in its own direction (the guides are English). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <bdi>
      {splitMatches(text, query).map((part, index) =>
        part.match ? (
          <Box
            component="mark"
            key={index}
            data-testid="search-match"
            sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
