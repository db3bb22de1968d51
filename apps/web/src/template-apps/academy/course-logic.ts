import type { CourseSummary } from '@flockbook/mock-api/academy';

export type CourseFilter = { category: string; search: string };

/** 'all' in the category select: every category. */
export const ALL_CATEGORIES = 'all';

/** The courses of the chosen category whose title contains the search (any case). */
export function coursesShown(courses: readonly CourseSummary[], filter: CourseFilter) {
  const search = filter.search.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (filter.category === ALL_CATEGORIES || course.category === filter.category) &&
      course.title.toLocaleLowerCase().includes(search),
  );
}

type Progress = Pick<CourseSummary, 'activeStep' | 'totalSteps'>;

export function isCompleted(course: Progress): boolean {
  return course.activeStep >= course.totalSteps;
}

/** How far through the course, 0 to 100. */
export function progressPercent(course: Progress): number {
  return Math.round((100 * Math.min(course.activeStep, course.totalSteps)) / course.totalSteps);
}

/** The step to show on opening: the saved one, or the last once finished. */
export function openingStep(course: Progress): number {
  return Math.max(0, Math.min(course.activeStep, course.totalSteps - 1));
}

/** The course page's path; the handle is the course's slug. */
export function coursePath(course: Pick<CourseSummary, 'id' | 'slug'>): string {
  return `/apps/academy/courses/${course.id}/${course.slug}`;
}

export const COURSES_PATH = '/apps/academy/courses';
