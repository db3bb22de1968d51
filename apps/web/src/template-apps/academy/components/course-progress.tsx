import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { isCompleted, progressPercent } from '../course-logic.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';

/** A bar and 'n / total steps', or 'Completed' once the course is finished. */
export function CourseProgress({ course }: { course: { activeStep: number; totalSteps: number } }) {
  const texts = useAcademyTexts();
  const language = useShellLanguage();
  const completed = isCompleted(course);
  return (
    <Box data-testid="course-progress">
      <LinearProgress
        variant="determinate"
        value={progressPercent(course)}
        color={completed ? 'success' : 'primary'}
        aria-label={texts.progress}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="caption"
        color={completed ? 'success.main' : 'text.secondary'}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
      >
        {completed ? <CheckCircleIcon sx={{ fontSize: 16 }} /> : null}
        {completed
          ? texts.completed
          : countText(texts.stepsDone, course.totalSteps, language, { done: course.activeStep })}
      </Typography>
    </Box>
  );
}
