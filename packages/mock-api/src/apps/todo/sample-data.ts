import { daysFrom } from '../../platform/dates.ts';
import { TODO_FILTERS } from './contract.ts';
import type { Todo, TodoFilter, TodoFolder, TodoLabel } from './contract.ts';

export const todoFolders: TodoFolder[] = [
  { id: 0, handle: 'all', title: 'All', icon: 'view_list' },
];

const FILTER_ICONS = {
  starred: 'star',
  important: 'error',
  dueDate: 'schedule',
  today: 'today',
  completed: 'check_circle',
  deleted: 'delete',
} as const;

export const todoFilters: TodoFilter[] = TODO_FILTERS.map(({ handle, title }, id) => ({
  id,
  handle,
  title,
  icon: FILTER_ICONS[handle],
}));

const LABEL = { frontend: 0, backend: 1, api: 2, issue: 3, mobile: 4 } as const;

export const todoLabels: TodoLabel[] = [
  { id: LABEL.frontend, handle: 'frontend', title: 'Frontend', color: '#388e3c' },
  { id: LABEL.backend, handle: 'backend', title: 'Backend', color: '#f44336' },
  { id: LABEL.api, handle: 'api', title: 'API', color: '#ff9800' },
  { id: LABEL.issue, handle: 'issue', title: 'Issue', color: '#0091ea' },
  { id: LABEL.mobile, handle: 'mobile', title: 'Mobile', color: '#9c27b0' },
];

type TodoSketch = Pick<Todo, 'id' | 'title' | 'notes'> &
  Partial<Omit<Todo, 'id' | 'title' | 'notes' | 'startDate' | 'dueDate'>> & {
    /** Days from today it starts and is due (null: no due date). */
    starts: number;
    due: number | null;
  };

/** The farm's to-do list, newest first; dates are relative to `today`. */
export function todoSampleData(today: Date): Todo[] {
  const todo = ({ starts, due, ...sketch }: TodoSketch): Todo => ({
    startDate: daysFrom(today, starts, 8),
    dueDate: due === null ? null : daysFrom(today, due, 17),
    completed: false,
    starred: false,
    important: false,
    deleted: false,
    labels: [],
    ...sketch,
  });
  return [
    todo({
      id: '4f1a9c2e',
      title: 'Give the Newcastle booster in House 2',
      notes: 'Drinking-water route, 2 hours. No chlorine in the water the day before.',
      starts: 0,
      due: 0,
      important: true,
      starred: true,
      labels: [LABEL.issue],
    }),
    todo({
      id: 'a83e0d71',
      title: 'Check nipple-line pressure at the far end of House 2',
      notes: 'Water intake dropped 6% overnight; compare with the meter after the change.',
      starts: 0,
      due: 1,
      important: true,
      labels: [LABEL.issue, LABEL.backend],
    }),
    todo({
      id: '2c6b5f08',
      title: 'Switch on the brooders in House 4',
      notes: 'Litter at 30 °C before the chicks arrive on Thursday at 06:00.',
      starts: 1,
      due: 2,
      starred: true,
      labels: [LABEL.frontend],
    }),
    todo({
      id: 'e91d4a36',
      title: 'Approve November salaries',
      notes: 'Include the two extra weekend shifts; Hannah closes the month on the 28th.',
      starts: -1,
      due: 3,
      labels: [LABEL.api],
    }),
    todo({
      id: '7d20c8b5',
      title: 'Order 9 tonnes of wood shavings',
      notes: 'For the House 4 placement; ask for a delivery before Wednesday.',
      starts: -2,
      due: 0,
      labels: [LABEL.frontend, LABEL.mobile],
    }),
    todo({
      id: '5be7f1c9',
      title: 'Withdraw feed in House 3 before catching',
      notes: 'From Friday 20:00; catching crew arrives Saturday 02:00.',
      starts: 3,
      due: 4,
      important: true,
      labels: [LABEL.backend],
    }),
    todo({
      id: 'c4f93e10',
      title: 'Send the flock health declaration to the plant',
      notes: 'Signed by the vet; attach the mortality log of the last 7 days.',
      starts: 0,
      due: 3,
      labels: [LABEL.api, LABEL.issue],
    }),
    todo({
      id: '0e8a2d57',
      title: 'Record the day-35 weighing of House 3',
      notes: '100 birds sampled, average 2.31 kg, uniformity 84%.',
      starts: -3,
      due: -2,
      completed: true,
      labels: [LABEL.mobile],
    }),
    todo({
      id: '96cd1b42',
      title: 'Replace the belt of fan 6 in House 3',
      notes: 'Done by Airflow Services; static pressure back to 25 Pa.',
      starts: -7,
      due: -5,
      completed: true,
      starred: true,
      labels: [LABEL.backend],
    }),
    todo({
      id: 'b35e6f9a',
      title: 'Count diesel for the generators',
      notes: 'Tank dip and the meter reading; enter it under Diesel.',
      starts: 2,
      due: null,
      labels: [LABEL.api],
    }),
    todo({
      id: '18f0a7c3',
      title: 'Plan the clean-out of House 1',
      notes: 'Litter out, wash, disinfect, dry for 10 days before the next flock.',
      starts: 5,
      due: 14,
      labels: [LABEL.frontend],
    }),
    todo({
      id: 'd62b3e85',
      title: 'Call the hatchery about chick quality',
      notes: 'First-week mortality in House 1 was 1.4%; ask for the parent-flock age.',
      starts: -4,
      due: -1,
      deleted: true,
      labels: [LABEL.issue],
    }),
    todo({
      id: '73a9c5f1',
      title: 'Renew the vet service contract',
      notes: 'Moved to next quarter.',
      starts: -10,
      due: null,
      deleted: true,
      important: true,
    }),
  ];
}
