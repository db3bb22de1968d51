import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { COURSES_PATH } from '../course-logic.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';

/** An unknown course id: says so and links back to the list. */
export function CourseNotFound() {
  const texts = useAcademyTexts();
  return (
    <Box
      data-testid="course-not-found"
      sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1">
        {texts.notFoundTitle}
      </Typography>
      <Typography color="text.secondary">{texts.notFoundBody}</Typography>
      <Button variant="contained" component={Link} to={COURSES_PATH}>
        {texts.backToCourses}
      </Button>
    </Box>
  );
}
