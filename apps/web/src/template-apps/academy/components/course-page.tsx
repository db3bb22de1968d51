import Box from '@mui/material/Box';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCourse } from '../api/academy-api.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';
import { CourseNotFound } from './course-not-found.tsx';
import { CourseView } from './course-view.tsx';

/** `/apps/academy/courses/{courseId}/{courseHandle?}`: loads the course, then shows it. */
export function CoursePage({ courseId }: { courseId: string }) {
  const texts = useAcademyTexts();
  const course = useCourse(courseId);

  if (course.isPending) return <LoadingState />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <CourseNotFound />;
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <ErrorState
          title={texts.courseFailed}
          error={course.error}
          onRetry={() => void course.refetch()}
        />
      </Box>
    );
  }
  return <CourseView course={course.data} />;
}
