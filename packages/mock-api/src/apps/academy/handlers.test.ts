import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  academyPaths,
  COURSE_CATEGORY_VALUES,
  COURSE_LENGTHS,
  courseCategoryListSchema,
  courseSchema,
  courseSummaryListSchema,
  SAMPLE_COURSE_STEPS,
} from './contract.ts';
import type { Course } from './contract.ts';
import { createAcademyState, createHandlers } from './handlers.ts';

let call = callerOf(createHandlers());
let sample: Course[] = [];
beforeEach(() => {
  const state = createAcademyState();
  sample = structuredClone(state.courses);
  call = callerOf(createHandlers(state));
});

const courses = () => call.get(academyPaths.courses, courseSummaryListSchema);
const course = (id: string) =>
  call.get(`${academyPaths.course}?courseId=${encodeURIComponent(id)}`, courseSchema);
const first = () => required(sample[0]);

async function expectProblem(answer: ReturnType<typeof call.raw>, status: number) {
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  const problem = mockProblemSchema.parse(body);
  expect(problem.status).toBe(status);
  expect(problem.detail.length).toBeGreaterThan(0);
  return problem.detail;
}

describe('GET categories', () => {
  it('answers the four categories, each with its own colour', async () => {
    const categories = await call.get(academyPaths.categories, courseCategoryListSchema);
    expect(categories.map((category) => category.value)).toEqual([...COURSE_CATEGORY_VALUES]);
    expect(new Set(categories.map((category) => category.color)).size).toBe(4);
  });
});

describe('GET courses', () => {
  it('answers every course without its steps', async () => {
    const list = await courses();
    expect(list).toHaveLength(sample.length);
    for (const summary of list) expect(summary).not.toHaveProperty('steps');
    expect(list.map((item) => item.id)).toEqual(sample.map((item) => item.id));
  });

  it('holds about twelve courses across the four categories, lengths from section 9', async () => {
    const list = await courses();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((item) => item.category))).toEqual(new Set(COURSE_CATEGORY_VALUES));
    for (const item of list) {
      expect(COURSE_LENGTHS).toContain(item.length);
      expect(item.totalSteps).toBe(SAMPLE_COURSE_STEPS);
    }
    expect(list.some((item) => item.activeStep > 0 && item.activeStep < item.totalSteps)).toBe(
      true,
    );
    expect(list.filter((item) => item.activeStep === item.totalSteps)).toHaveLength(1);
    expect(list.some((item) => item.activeStep === 0)).toBe(true);
  });
});

describe('GET course', () => {
  it('answers the course with its 11 steps of HTML', async () => {
    const answer = await course(first().id);
    expect(answer).toEqual(first());
    expect(answer.steps).toHaveLength(SAMPLE_COURSE_STEPS);
    expect(new Set(answer.steps.map((step) => step.id)).size).toBe(SAMPLE_COURSE_STEPS);
    for (const step of answer.steps) expect(step.content).toMatch(/^<p>/);
  });

  it('answers 404 with a message for an unknown course, 400 without a courseId', async () => {
    const detail = await expectProblem(call.raw(`${academyPaths.course}?courseId=nope`), 404);
    expect(detail).toContain('nope');
    await expectProblem(call.raw(academyPaths.course), 400);
  });
});

describe('POST course/update', () => {
  it('merges the body by id and keeps the other fields', async () => {
    const target = first();
    const answer = await call.post(
      academyPaths.updateCourse,
      { id: target.id, activeStep: 2 },
      courseSchema,
    );
    expect(answer).toEqual({ ...target, activeStep: 2 });
    expect(await course(target.id)).toEqual(answer);
    const listed = (await courses()).find((item) => item.id === target.id);
    expect(listed?.activeStep).toBe(2);
  });

  it('marks a course finished with activeStep equal to totalSteps', async () => {
    const target = first();
    const answer = await call.post(
      academyPaths.updateCourse,
      { id: target.id, activeStep: target.totalSteps },
      courseSchema,
    );
    expect(answer.activeStep).toBe(target.totalSteps);
  });

  it('answers 404 for an unknown course and 400 for a step outside 0..totalSteps', async () => {
    await expectProblem(call.raw(academyPaths.updateCourse, { body: { id: 'nope' } }), 404);
    const target = first();
    for (const activeStep of [-1, target.totalSteps + 1, 1.5, 'two']) {
      await expectProblem(
        call.raw(academyPaths.updateCourse, { body: { id: target.id, activeStep } }),
        400,
      );
    }
    await expectProblem(call.raw(academyPaths.updateCourse, { body: { activeStep: 1 } }), 400);
    await expectProblem(
      call.raw(academyPaths.updateCourse, { body: { id: target.id, length: 50 } }),
      400,
    );
    expect(await course(target.id)).toEqual(target);
  });
});

describe('POST course/save', () => {
  it('replaces a course by id and answers it', async () => {
    const changed: Course = { ...first(), title: 'Flock dashboards, second edition', length: 90 };
    expect(await call.post(academyPaths.saveCourse, changed, courseSchema)).toEqual(changed);
    expect(await course(changed.id)).toEqual(changed);
    expect(await courses()).toHaveLength(sample.length);
  });

  it('creates a course with a new id, steps kept as data, HTML and all', async () => {
    const created: Course = {
      ...first(),
      id: 'new-course',
      slug: 'egg-grading-basics',
      title: 'Egg grading basics',
      totalSteps: 1,
      activeStep: 0,
      steps: [{ id: 's1', title: 'Grades', content: '<p>A</p><img src=x onerror="alert(1)">' }],
    };
    expect(await call.post(academyPaths.saveCourse, created, courseSchema)).toEqual(created);
    expect(await course('new-course')).toEqual(created);
    const list = await courses();
    expect(list).toHaveLength(sample.length + 1);
    expect(list.at(-1)?.id).toBe('new-course');
  });

  it('answers 400 for a course that breaks the rules, and keeps the old one', async () => {
    const target = first();
    const bad = [
      { ...target, activeStep: target.totalSteps + 1 },
      { ...target, steps: target.steps.slice(1) },
      { ...target, category: 'farming' },
      { ...target, length: 40 },
      { ...target, slug: 'Not A Slug' },
      { ...target, title: '' },
      { id: target.id },
    ];
    for (const body of bad) {
      await expectProblem(call.raw(academyPaths.saveCourse, { body }), 400);
    }
    await expectProblem(call.raw(academyPaths.saveCourse, {}), 400);
    expect(await course(target.id)).toEqual(target);
  });
});
