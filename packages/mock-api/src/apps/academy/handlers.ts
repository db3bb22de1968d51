import type { HttpHandler } from 'msw';
import { findById } from '../../platform/records.ts';
import { badRequest, getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  academyPaths,
  courseProblem,
  courseQuerySchema,
  courseSummaryOf,
  courseSchema,
  courseUpdateSchema,
} from './contract.ts';
import type { Course, CourseCategory, CourseSummary, CourseUpdate } from './contract.ts';
import { courseCategories, courseSampleData } from './sample-data.ts';

export type AcademyState = { categories: CourseCategory[]; courses: Course[] };

export function createAcademyState(now = new Date()): AcademyState {
  return structuredClone({ categories: courseCategories, courses: courseSampleData(now) });
}

/** Every course without its steps, in the kept order. */
export function listCourses(state: AcademyState): CourseSummary[] {
  return state.courses.map(courseSummaryOf);
}

/** The course with its steps, or a 404. */
export function getCourse(state: AcademyState, courseId: string): Course {
  return findById(state.courses, courseId, 'course');
}

/** Replaces the course with the same id, or adds it at the end; answers it. */
export function saveCourse(state: AcademyState, course: Course): Course {
  const index = state.courses.findIndex((kept) => kept.id === course.id);
  if (index === -1) state.courses.push(course);
  else state.courses[index] = course;
  return course;
}

/** Merges the given fields into the course with that id; answers the whole course. */
export function updateCourse(state: AcademyState, change: CourseUpdate): Course {
  const kept = getCourse(state, change.id);
  const merged: Course = { ...kept };
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  const problem = courseProblem(merged);
  if (problem) throw badRequest(problem);
  return saveCourse(state, merged);
}

export function createHandlers(state = createAcademyState()): HttpHandler[] {
  return [
    getCall(academyPaths.categories, noQuery, () => state.categories),
    getCall(academyPaths.courses, noQuery, () => listCourses(state)),
    getCall(academyPaths.course, courseQuerySchema, ({ courseId }) => getCourse(state, courseId)),
    postCall(academyPaths.saveCourse, courseSchema, (course) => saveCourse(state, course)),
    postCall(academyPaths.updateCourse, courseUpdateSchema, (change) =>
      updateCourse(state, change),
    ),
  ];
}
