import type { CourseCategory, CourseSummary } from '@flockbook/mock-api/academy';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { coursePath, isCompleted } from '../course-logic.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';
import { CategoryChip } from './category-chip.tsx';
import { CourseProgress } from './course-progress.tsx';
import { DataText } from '../../../components/data-text.tsx';

type CourseCardProps = { course: CourseSummary; category: CourseCategory | undefined };

export function CourseCard({ course, category }: CourseCardProps) {
  const texts = useAcademyTexts();
  const language = useShellLanguage();
  const action = isCompleted(course)
    ? texts.review
    : course.activeStep > 0
      ? texts.continue
      : texts.start;
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(course.updated),
  );
  return (
    <Card
      variant="outlined"
      data-testid="course-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <CategoryChip category={category} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <ScheduleIcon sx={{ fontSize: 18 }} />
            {countText(texts.minutes, course.length, language)}
          </Typography>
        </Box>
        <DataText variant="h6" component="h2">
          {course.title}
        </DataText>
        <DataText variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {course.description}
        </DataText>
        <Typography variant="caption" color="text.secondary">
          {fillText(texts.updated, { date: updated })}
        </Typography>
        <CourseProgress course={course} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          variant={isCompleted(course) ? 'outlined' : 'contained'}
          component={Link}
          to={coursePath(course)}
          aria-label={`${action}: ${course.title}`}
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
