import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { SCRUMBOARD_BASE } from './board-logic.ts';

/** What an unknown board id shows: the mock's 404, said plainly, and the way back. */
export function BoardNotFound() {
  const { texts } = useScrumboardTexts();
  return (
    <Box
      data-testid="board-not-found"
      sx={{ p: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1">
        {texts.notFoundTitle}
      </Typography>
      <Typography color="text.secondary">{texts.notFoundBody}</Typography>
      <Button component={Link} to={SCRUMBOARD_BASE} variant="contained">
        {texts.backToBoards}
      </Button>
    </Box>
  );
}
