import type { Course, CourseCategory, CourseSummary } from '@flockbook/mock-api/academy';
import { academyPaths, courseSummaryOf } from '@flockbook/mock-api/academy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const academyKeys = {
  all: ['academy-app'] as const,
  categories: ['academy-app', 'categories'] as const,
  courses: ['academy-app', 'courses'] as const,
  course: (courseId: string) => ['academy-app', 'course', courseId] as const,
};

/** GET categories */
export function useCourseCategories() {
  return useQuery({
    queryKey: academyKeys.categories,
    queryFn: ({ signal }) => api.get<CourseCategory[]>(academyPaths.categories, { signal }),
  });
}

/** GET courses: every course, without steps. */
export function useCourses() {
  return useQuery({
    queryKey: academyKeys.courses,
    queryFn: ({ signal }) => api.get<CourseSummary[]>(academyPaths.courses, { signal }),
  });
}

/** GET course: one course with its steps; a 404 ApiError when there is none. */
export function useCourse(courseId: string) {
  return useQuery({
    queryKey: academyKeys.course(courseId),
    queryFn: ({ signal }) => api.get<Course>(academyPaths.course, { query: { courseId }, signal }),
  });
}

/** POST course/update with `{ id, activeStep }`: saves how far the learner got. */
export function useSaveCourseProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, so the last step the learner chose is the one that stays saved.
    scope: { id: 'academy-progress' },
    mutationFn: ({ id, activeStep }: { id: string; activeStep: number }) =>
      api.post<Course>(academyPaths.updateCourse, { id, activeStep }),
    onSuccess: (course) => {
      queryClient.setQueryData(academyKeys.course(course.id), course);
      const summary = courseSummaryOf(course);
      queryClient.setQueryData<CourseSummary[]>(academyKeys.courses, (list) =>
        list?.map((item) => (item.id === course.id ? summary : item)),
      );
    },
  });
}
