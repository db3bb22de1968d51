import { daysFrom, minutesBefore } from '../../platform/dates.ts';
import { dataUrl, farmScene, lineChart } from '../../platform/files.ts';
import type { ChecklistItem, Note, NoteLabel } from './contract.ts';

const LABEL = {
  family: 'c7a1e5f2',
  work: '3d9b0a64',
  todos: 'e0f46c18',
  prior: '59b2d7a3',
  personal: 'a84e1c07',
  friends: '16d3f9b5',
} as const;

export const noteLabels: NoteLabel[] = [
  { id: LABEL.family, name: 'Family', handle: 'family' },
  { id: LABEL.work, name: 'Work', handle: 'work' },
  { id: LABEL.todos, name: 'To-dos', handle: 'todos' },
  { id: LABEL.prior, name: 'Priority', handle: 'prior' },
  { id: LABEL.personal, name: 'Personal', handle: 'personal' },
  { id: LABEL.friends, name: 'Friends', handle: 'friends' },
];

function checklist(prefix: string, items: readonly [string, boolean][]): ChecklistItem[] {
  return items.map(([text, checked], index) => ({ id: `${prefix}-${index + 1}`, checked, text }));
}

type NoteSketch = Pick<Note, 'id' | 'title' | 'description'> & Partial<Omit<Note, 'id'>>;

/** The farm manager's notes, newest first; times are relative to `now`. */
export function noteSampleData(now: Date): Note[] {
  const note = (sketch: NoteSketch): Note => ({
    archive: false,
    image: null,
    time: now.toISOString(),
    reminder: null,
    checklist: [],
    labels: [],
    ...sketch,
  });
  return [
    note({
      id: 'b4e81f2c',
      title: 'House 4 placement',
      description: '22,000 Ross 308 chicks on Thursday at 06:00.',
      time: minutesBefore(now, 25),
      reminder: daysFrom(now, 2, 5, 30),
      checklist: checklist('b4e81f2c', [
        ['Brooders on from Wednesday noon', false],
        ['Litter at 30 °C', false],
        ['Fill the drinker lines', true],
        ['Chick paper under the feeders', false],
      ]),
      labels: [LABEL.work, LABEL.prior],
    }),
    note({
      id: '2f6a0d93',
      title: 'Weight curve, House 3',
      description: 'Day 35: 2.31 kg average, about 60 g ahead of the breed target.',
      time: minutesBefore(now, 180),
      image: dataUrl(
        'image/svg+xml',
        lineChart([0.05, 0.12, 0.24, 0.4, 0.58, 0.77, 0.93], '#2e7d32'),
      ),
      labels: [LABEL.work],
    }),
    note({
      id: '7c13e5b8',
      title: 'Shopping for the farm shop',
      description: '',
      time: daysFrom(now, -1, 18, 10),
      checklist: checklist('7c13e5b8', [
        ['Egg trays (30)', true],
        ['Labels for the egg boxes', false],
        ['Receipt roll for the till', false],
      ]),
      labels: [LABEL.todos],
    }),
    note({
      id: 'e92b4a06',
      title: 'Sunday lunch',
      description: 'Mum and the kids come over at one. Roast chicken, of course.',
      time: daysFrom(now, -1, 20, 45),
      reminder: daysFrom(now, 4, 10, 0),
      labels: [LABEL.family],
    }),
    note({
      id: '58d0c3f7',
      title: 'New ventilation settings',
      description:
        'Minimum ventilation 5 minutes on, 3 off below 20 °C. Tunnel mode from 27 °C. Check static pressure weekly.',
      time: daysFrom(now, -2, 14, 0),
      labels: [LABEL.work, LABEL.prior],
    }),
    note({
      id: '0a7f9e21',
      title: 'Farm open day photos',
      description: 'The new house looks great from the road.',
      time: daysFrom(now, -3, 16, 20),
      image: dataUrl('image/svg+xml', farmScene('#bbdefb', '#a5d6a7', '#c62828')),
      labels: [LABEL.friends, LABEL.personal],
    }),
    note({
      id: 'c35e8b14',
      title: 'Vaccination days',
      description: 'Gumboro on day 14, Newcastle booster on day 21.',
      time: daysFrom(now, -4, 9, 5),
      checklist: checklist('c35e8b14', [
        ['House 1: Gumboro', true],
        ['House 2: Newcastle booster', false],
        ['House 3: Newcastle booster', true],
      ]),
      reminder: daysFrom(now, 1, 7, 0),
      labels: [LABEL.work, LABEL.todos],
    }),
    note({
      id: '91b6d2e0',
      title: 'Books to read',
      description: 'The one about the history of the chicken, and the bread book Hannah lent me.',
      time: daysFrom(now, -6, 22, 0),
      labels: [LABEL.personal],
    }),
    note({
      id: '4e0c7a59',
      title: 'Barbecue with the neighbours',
      description: 'Bring the folding chairs and the big grill.',
      time: daysFrom(now, -12, 19, 30),
      archive: true,
      labels: [LABEL.friends],
    }),
    note({
      id: 'd8f3b716',
      title: 'Last flock of House 1',
      description: 'Closed with FCR 1.58 and EPEF 402. Best result this year.',
      time: daysFrom(now, -20, 11, 0),
      archive: true,
      image: dataUrl('image/svg+xml', farmScene('#ffe0b2', '#c5e1a5', '#6d4c41')),
      labels: [LABEL.work],
    }),
  ];
}
