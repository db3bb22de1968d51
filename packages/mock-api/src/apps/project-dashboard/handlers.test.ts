import { describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  BUDGET_CATEGORIES,
  DUE_TASK_RANGES,
  SCHEDULE_RANGES,
  TASK_CATEGORIES,
  WEEK_RANGES,
  WEEKDAY_LABELS,
  projectDashboardPaths,
  projectListSchema,
  projectWidgetsSchema,
} from './contract.ts';
import type { ProjectWidgets } from './contract.ts';
import { createHandlers, createProjectDashboardState } from './handlers.ts';

const call = callerOf(createHandlers());
const widgets = (projectId?: string) =>
  call.get(
    projectId
      ? `${projectDashboardPaths.widgets}?projectId=${projectId}`
      : projectDashboardPaths.widgets,
    projectWidgetsSchema,
  );
const keys = (record: object) => Object.keys(record).sort();
const cells = (table: ProjectWidgets['budgetDetails'], column: string) =>
  table.rows.map((row) => required(row.cells.find((cell) => cell.id === column)).value);

describe('GET projects', () => {
  it('answers farm projects with id and name only', async () => {
    const projects = await call.get(projectDashboardPaths.projects, projectListSchema);

    expect(projects.map((project) => project.name)).toEqual([
      'House 4 build',
      'Feed mill upgrade',
      'Farm website',
    ]);
    for (const project of projects) expect(keys(project)).toEqual(['id', 'name']);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
  });
});

describe('GET widgets', () => {
  it('answers the first project by default, with the range keys and defaults of the specification', async () => {
    const board = await widgets();

    expect(board.projectId).toBe('house-4-build');
    expect(keys(board.dueTasks.ranges)).toEqual([...DUE_TASK_RANGES].sort());
    expect(board.dueTasks.ranges).toEqual({ DY: 'Yesterday', DT: 'Today', DTM: 'Tomorrow' });
    expect(board.dueTasks.currentRange).toBe('DT');
    expect(board.issuesChart.ranges).toEqual({
      TW: 'This Week',
      LW: 'Last Week',
      '2W': '2 Weeks Ago',
    });
    expect(board.issuesChart.currentRange).toBe('TW');
    expect(keys(board.spent.ranges)).toEqual([...WEEK_RANGES].sort());
    expect(board.schedule.ranges).toEqual({ T: 'Today', TM: 'Tomorrow' });
    expect(keys(board.schedule.items)).toEqual([...SCHEDULE_RANGES].sort());
    expect(board.schedule.currentRange).toBe('T');
  });

  it('labels the charts Mon to Sun and gives each week range its own figures', async () => {
    const { issuesChart, spent } = await widgets();

    expect(issuesChart.labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(issuesChart.labels).toEqual([...WEEKDAY_LABELS]);
    expect(issuesChart.newIssues.TW).not.toEqual(issuesChart.newIssues.LW);
    expect(issuesChart.newIssues.LW).not.toEqual(issuesChart.newIssues['2W']);
    expect(spent.weeklySpent.amount.TW).not.toBe(spent.weeklySpent.amount.LW);
  });

  it('draws task distribution as a 66% doughnut and the budget as a full pie', async () => {
    const { taskDistribution, budgetDistribution } = await widgets();

    expect(taskDistribution.cutout).toBe(66);
    expect(taskDistribution.slices.map((slice) => slice.name)).toEqual([...TASK_CATEGORIES]);
    expect(TASK_CATEGORIES).toEqual(['Frontend', 'Backend', 'API', 'Issues']);
    expect(budgetDistribution.cutout).toBe(0);
    expect(budgetDistribution.slices.map((slice) => slice.name)).toEqual([
      'Wireframing',
      'Design',
      'Coding',
      'Marketing',
      'Extra',
    ]);
    expect(budgetDistribution.slices.reduce((total, slice) => total + slice.value, 0)).toBe(100);
  });

  it('keeps the spent panel consistent: total spent plus remaining is the total budget', async () => {
    const { spent } = await widgets();

    for (const range of WEEK_RANGES) {
      expect(spent.totalSpent.amount[range] + spent.remaining.amount[range]).toBe(
        spent.totalBudget.amount,
      );
      const weekSum = spent.weeklySpent.trend[range].reduce((total, value) => total + value, 0);
      expect(spent.weeklySpent.amount[range]).toBe(weekSum);
    }
    expect(spent.totalSpent.amount.LW).toBe(
      spent.totalSpent.amount.TW - spent.weeklySpent.amount.TW,
    );
  });

  it('answers widget tables of columns and rows of cells', async () => {
    const { budgetDetails, teamMembers } = await widgets();

    expect(cells(budgetDetails, 'budgetType')).toEqual([...BUDGET_CATEGORIES]);
    for (const table of [budgetDetails, teamMembers]) {
      const columns = table.columns.map((column) => column.id);
      for (const row of table.rows) expect(row.cells.map((cell) => cell.id)).toEqual(columns);
    }
    expect(cells(teamMembers, 'name')).toContain('Selin Aydın');
    expect(budgetDetails.rows.some((row) => row.cells.some((cell) => cell.icon !== ''))).toBe(true);
  });

  it('reports the weather of one place in °C and km/h with a three-day forecast', async () => {
    const { weather } = await widgets();

    expect(weather.units).toEqual({ temperature: 'C', speed: 'KMH' });
    expect(weather.forecast).toHaveLength(3);
    const dates = weather.forecast.map((day) => day.date);
    expect(new Set(dates).size).toBe(3);
    expect([...dates].sort()).toEqual(dates);
  });

  it('dates the schedule today and tomorrow', async () => {
    const { schedule } = await widgets();
    const dayOf = (iso: string) => new Date(iso).toDateString();
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

    expect(schedule.items.T.length).toBeGreaterThan(0);
    for (const item of schedule.items.T) expect(dayOf(item.time)).toBe(today.toDateString());
    for (const item of schedule.items.TM) expect(dayOf(item.time)).toBe(tomorrow.toDateString());
  });

  it('answers each project its own figures, and 404 for an unknown project', async () => {
    const projects = await call.get(projectDashboardPaths.projects, projectListSchema);
    const boards = await Promise.all(projects.map((project) => widgets(project.id)));

    expect(boards.map((board) => board.projectId)).toEqual(projects.map((project) => project.id));
    expect(new Set(boards.map((board) => board.dueTasks.count.DT)).size).toBe(boards.length);
    expect(new Set(boards.map((board) => board.spent.totalBudget.amount)).size).toBe(boards.length);
    expect(await widgets(required(projects[0]).id)).toEqual(await widgets());

    const unknown = await call.raw(`${projectDashboardPaths.widgets}?projectId=nope`);
    expect(unknown.status).toBe(404);
    expect(mockProblemSchema.parse(unknown.body).detail).toMatch(/project/);
  });

  it('gives the same sample data on every start', () => {
    const now = new Date(2026, 2, 4, 10);
    expect(createProjectDashboardState(now)).toEqual(createProjectDashboardState(now));
  });
});
