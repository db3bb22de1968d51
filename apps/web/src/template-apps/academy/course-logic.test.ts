import type { CourseSummary } from '@flockbook/mock-api/academy';
import { describe, expect, it } from 'vitest';
import { coursesShown, isCompleted, openingStep, progressPercent } from './course-logic.ts';

const course = (id: string, title: string, category: string, activeStep = 0) =>
  ({ id, title, category, activeStep, totalSteps: 11 }) as CourseSummary;
const list = [
  course('1', 'Build a flock dashboard', 'web'),
  course('2', 'Sync records with Firestore', 'firebase'),
  course('3', 'Dashboard for the cloud', 'cloud'),
];

describe('coursesShown', () => {
  it('keeps the chosen category and titles containing the search, any case', () => {
    expect(coursesShown(list, { category: 'all', search: ' DASHBOARD ' }).map((c) => c.id)).toEqual(
      ['1', '3'],
    );
    expect(coursesShown(list, { category: 'cloud', search: 'dash' }).map((c) => c.id)).toEqual([
      '3',
    ]);
    expect(coursesShown(list, { category: 'web', search: 'firestore' })).toEqual([]);
  });
});

describe('progress', () => {
  it('counts activeStep of totalSteps, completed at the end', () => {
    expect(progressPercent(course('1', 'a', 'web', 0))).toBe(0);
    expect(progressPercent(course('1', 'a', 'web', 11))).toBe(100);
    expect(isCompleted(course('1', 'a', 'web', 11))).toBe(true);
    expect(isCompleted(course('1', 'a', 'web', 10))).toBe(false);
  });

  it('opens on the saved step, and on the last one once finished', () => {
    expect(openingStep(course('1', 'a', 'web', 2))).toBe(2);
    expect(openingStep(course('1', 'a', 'web', 11))).toBe(10);
  });
});
