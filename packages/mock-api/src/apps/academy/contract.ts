import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.academy;

/** Paths of the academy calls (section 7). */
export const academyPaths = {
  categories: `${base}/categories`,
  courses: `${base}/courses`,
  course: `${base}/course`,
  saveCourse: `${base}/course/save`,
  updateCourse: `${base}/course/update`,
} as const;

/** Category values of the sample data (section 3). */
export const COURSE_CATEGORY_VALUES = ['web', 'firebase', 'cloud', 'android'] as const;
export type CourseCategoryValue = (typeof COURSE_CATEGORY_VALUES)[number];

/** The only course lengths, in minutes (section 9). */
export const COURSE_LENGTHS = [30, 45, 60, 90, 120] as const;
export type CourseLength = (typeof COURSE_LENGTHS)[number];

/** Steps of every sample course (section 9). */
export const SAMPLE_COURSE_STEPS = 11;

export const courseCategorySchema = z.object({
  id: z.string().min(1),
  value: z.enum(COURSE_CATEGORY_VALUES),
  label: z.string().min(1),
  /** A CSS colour, e.g. '#1e88e5'. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour is written like #1e88e5.'),
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;
export const courseCategoryListSchema = z.array(courseCategorySchema);

/** One step of a course; `content` is HTML (sanitised by whoever shows it). */
export const courseStepSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  content: z.string(),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

const courseFields = {
  id: z.string().min(1),
  title: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case words joined by -.'),
  description: z.string(),
  category: z.enum(COURSE_CATEGORY_VALUES),
  length: z.literal(COURSE_LENGTHS),
  totalSteps: z.number().int().min(1),
  /**
   * How far the learner got: the index of the step they are on (0 = the first); equal to
   * totalSteps once the course is finished.
   */
  activeStep: z.number().int().min(0),
  /** ISO 8601. */
  updated: z.iso.datetime({ offset: true }),
  steps: z.array(courseStepSchema),
};

type CourseShape = { totalSteps: number; activeStep: number; steps?: CourseStep[] };

/** The rules that tie a course's fields together; checked on every course the mock keeps. */
export function courseProblem(course: CourseShape): string | undefined {
  if (course.activeStep > course.totalSteps) {
    return `activeStep must be between 0 and totalSteps (${course.totalSteps}).`;
  }
  if (course.steps && course.steps.length !== course.totalSteps) {
    return `A course with totalSteps ${course.totalSteps} has that many steps, not ${course.steps.length}.`;
  }
  if (course.steps && new Set(course.steps.map((step) => step.id)).size !== course.steps.length) {
    return 'Each step of a course needs its own id.';
  }
  return undefined;
}

function checkCourse(course: CourseShape, context: z.RefinementCtx): void {
  const message = courseProblem(course);
  if (message) context.addIssue({ code: 'custom', message, path: ['activeStep'] });
}

/** A course with its steps: the answer of `GET course` and the body of `POST course/save`. */
export const courseSchema = z.object(courseFields).superRefine(checkCourse);
export type Course = z.infer<typeof courseSchema>;

/** A course in the list: everything but its steps. */
export const courseSummarySchema = z
  .object(courseFields)
  .omit({ steps: true })
  .strict()
  .superRefine(checkCourse);
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseSummaryListSchema = z.array(courseSummarySchema);

/** Query of `GET course`. */
export const courseQuerySchema = z.object({ courseId: z.string().min(1) });
export type CourseQuery = z.infer<typeof courseQuerySchema>;

/**
 * Body of `POST course/update`: the course's id and the fields to change, merged into the
 * kept course (the others stay); answers the whole course. Typically `{ id, activeStep }`.
 */
export const courseUpdateSchema = z.object(courseFields).partial().required({ id: true });
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

/** The course as the list shows it: without its steps. */
export function courseSummaryOf(course: Course): CourseSummary {
  const summary: Partial<Course> = { ...course };
  delete summary.steps;
  return summary as CourseSummary;
}
