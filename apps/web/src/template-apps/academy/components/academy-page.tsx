import { useParams } from 'react-router';
import { CourseList } from './course-list.tsx';
import { CoursePage } from './course-page.tsx';

/** `/apps/academy/courses/{courseId?}/{courseHandle?}`: the course list, or one course. */
export function AcademyPage() {
  const { courseId } = useParams();
  // Keyed by id: another course starts on its own saved step.
  return courseId ? <CoursePage key={courseId} courseId={courseId} /> : <CourseList />;
}
