import { daysFrom, minutesBefore } from '../../platform/dates.ts';
import { dataUrl, farmScene, lineChart } from '../../platform/files.ts';
import { initialsAvatar } from '../../platform/initials-avatar.ts';
import type { Activity, Board, BoardLabel, Card, Checklist, Member } from './contract.ts';

const person = (id: string, name: string): Member => ({ id, name, avatar: initialsAvatar(name) });

/** The farm team; every board has them as members. */
export const scrumboardMembers: Member[] = [
  person('m-amina', 'Amina Rahman'),
  person('m-yusuf', 'Yusuf Demir'),
  person('m-grace', 'Grace Okafor'),
  person('m-lucia', 'Lucía Ferreira'),
  person('m-kwame', 'Kwame Mensah'),
  person('m-selin', 'Selin Aydın'),
];

/** Labels a new board starts with. */
export const defaultBoardLabels: BoardLabel[] = [
  { id: 'l-urgent', name: 'Urgent', class: 'red' },
  { id: 'l-vet', name: 'Vet', class: 'purple' },
  { id: 'l-supplier', name: 'Supplier', class: 'orange' },
  { id: 'l-build', name: 'Building', class: 'blue' },
  { id: 'l-paper', name: 'Paperwork', class: 'teal' },
];

type CardSketch = Pick<Card, 'id' | 'name'> & Partial<Omit<Card, 'id' | 'name'>>;

function card(sketch: CardSketch): Card {
  return {
    description: '',
    idAttachmentCover: null,
    idMembers: [],
    idLabels: [],
    attachments: [],
    subscribed: false,
    checklists: [],
    activities: [],
    due: null,
    ...sketch,
  };
}

function checklist(id: string, name: string, items: readonly [string, boolean][]): Checklist {
  return {
    id,
    name,
    checkItems: items.map(([item, checked], index) => ({
      id: `${id}-${index + 1}`,
      name: item,
      checked,
    })),
  };
}

function comment(id: string, idMember: string, message: string, time: string): Activity {
  return { id, type: 'comment', idMember, message, time };
}

const picture = (sky: string, ground: string, roof: string) =>
  dataUrl('image/svg+xml', farmScene(sky, ground, roof));

function renovationBoard(now: Date): Board {
  const cards: Card[] = [
    card({
      id: 'c-roof',
      name: 'Replace the roof panels',
      description: 'Twelve panels on the north side leak when it rains. Insulated panels, 40 mm.',
      idMembers: ['m-yusuf', 'm-kwame'],
      idLabels: ['l-build', 'l-urgent'],
      due: daysFrom(now, 3),
      subscribed: true,
      idAttachmentCover: 'a-roof-photo',
      attachments: [
        {
          id: 'a-roof-photo',
          name: 'House 3 from the yard',
          type: 'image',
          src: picture('#b3e5fc', '#8bc34a', '#c62828'),
          time: minutesBefore(now, 60 * 26),
        },
        {
          id: 'a-roof-quote',
          name: 'Panel supplier price list',
          type: 'link',
          url: 'https://example.com/panels',
          time: minutesBefore(now, 60 * 30),
        },
      ],
      checklists: [
        checklist('k-roof', 'Before the work starts', [
          ['Get three quotes', true],
          ['Book the scaffolding', true],
          ['Move the feed bins away from the wall', false],
          ['Tell the insurer', false],
        ]),
      ],
      activities: [
        comment(
          'v-roof-1',
          'm-kwame',
          'The second quote came in lower, with delivery in a week.',
          minutesBefore(now, 60 * 5),
        ),
        {
          id: 'v-roof-2',
          type: 'attachment',
          idMember: 'm-yusuf',
          message: 'House 3 from the yard',
          time: minutesBefore(now, 60 * 26),
        },
      ],
    }),
    card({
      id: 'c-fans',
      name: 'Service the tunnel fans',
      description: 'Belts and bearings on all eight fans before the summer.',
      idMembers: ['m-kwame'],
      idLabels: ['l-build'],
      due: daysFrom(now, 10),
      checklists: [
        checklist('k-fans', 'Fans', [
          ['Fans 1-4', true],
          ['Fans 5-8', false],
        ]),
      ],
    }),
    card({
      id: 'c-drinkers',
      name: 'New nipple drinker lines',
      idMembers: ['m-amina'],
      idLabels: ['l-supplier'],
      due: daysFrom(now, -2),
    }),
    card({
      id: 'c-wash',
      name: 'Wash and disinfect the house',
      description: 'After the old litter is out. Two days of drying before the new litter.',
      idMembers: ['m-grace', 'm-selin'],
      idLabels: ['l-vet'],
      checklists: [
        checklist('k-wash', 'Cleaning', [
          ['Dry clean', true],
          ['Soak and wash', true],
          ['Disinfect', true],
        ]),
      ],
    }),
    card({
      id: 'c-permit',
      name: 'Building permit for the extension',
      idLabels: ['l-paper'],
      idMembers: ['m-lucia'],
      due: daysFrom(now, 21),
    }),
  ];
  return {
    id: 'b-house3',
    name: 'House 3 renovation',
    uri: 'house-3-renovation',
    settings: { color: 'blue', subscribed: true, cardCoverImages: true },
    lists: [
      { id: 'li-h3-todo', name: 'To do', idCards: ['c-roof', 'c-drinkers', 'c-permit'] },
      { id: 'li-h3-doing', name: 'In progress', idCards: ['c-fans'] },
      { id: 'li-h3-done', name: 'Done', idCards: ['c-wash'] },
    ],
    cards,
    members: structuredClone(scrumboardMembers),
    labels: structuredClone(defaultBoardLabels),
  };
}

function springBoard(now: Date): Board {
  const cards: Card[] = [
    card({
      id: 'c-chicks',
      name: 'Order day-old chicks',
      description: '22,000 Ross 308 for House 4; confirm the hatchery date.',
      idMembers: ['m-amina'],
      idLabels: ['l-supplier', 'l-urgent'],
      due: daysFrom(now, 1),
      subscribed: true,
      checklists: [
        checklist('k-chicks', 'Order', [
          ['Ask two hatcheries for prices', true],
          ['Confirm the delivery day', false],
        ]),
      ],
      activities: [
        comment(
          'v-chicks-1',
          'm-amina',
          'Hatchery can deliver on Thursday morning.',
          minutesBefore(now, 90),
        ),
      ],
    }),
    card({
      id: 'c-vaccines',
      name: 'Vaccination plan',
      description: 'Gumboro on day 14 and Newcastle booster on day 21.',
      idMembers: ['m-grace'],
      idLabels: ['l-vet'],
      due: daysFrom(now, 14),
      idAttachmentCover: 'a-curve',
      attachments: [
        {
          id: 'a-curve',
          name: 'Last flock weight curve',
          type: 'image',
          src: dataUrl(
            'image/svg+xml',
            lineChart([0.05, 0.14, 0.27, 0.43, 0.61, 0.8, 0.95], '#2e7d32'),
          ),
          time: minutesBefore(now, 60 * 50),
        },
      ],
    }),
    card({
      id: 'c-feed',
      name: 'Starter feed contract',
      idMembers: ['m-lucia', 'm-yusuf'],
      idLabels: ['l-supplier', 'l-paper'],
      due: daysFrom(now, 5),
    }),
  ];
  return {
    id: 'b-spring',
    name: 'Spring flock planning',
    uri: 'spring-flock-planning',
    settings: { color: 'green', subscribed: false, cardCoverImages: true },
    lists: [
      { id: 'li-sp-ideas', name: 'Plans', idCards: ['c-vaccines'] },
      { id: 'li-sp-order', name: 'To order', idCards: ['c-chicks', 'c-feed'] },
      { id: 'li-sp-ready', name: 'Ready', idCards: [] },
    ],
    cards,
    members: structuredClone(scrumboardMembers),
    labels: structuredClone(defaultBoardLabels),
  };
}

function websiteBoard(now: Date): Board {
  const cards: Card[] = [
    card({
      id: 'c-shop',
      name: 'Farm shop opening hours page',
      idMembers: ['m-selin'],
      idLabels: ['l-paper'],
      due: daysFrom(now, 7),
      idAttachmentCover: 'a-shop',
      attachments: [
        {
          id: 'a-shop',
          name: 'Shop photo',
          type: 'image',
          src: picture('#ffe0b2', '#a1887f', '#2e7d32'),
          time: minutesBefore(now, 60 * 80),
        },
      ],
    }),
    card({
      id: 'c-eggs',
      name: 'Price list for free-range eggs',
      idMembers: ['m-selin', 'm-amina'],
      checklists: [
        checklist('k-eggs', 'Sizes', [
          ['Medium', false],
          ['Large', false],
          ['Very large', false],
        ]),
      ],
    }),
  ];
  return {
    id: 'b-website',
    name: 'Website',
    uri: 'website',
    settings: { color: 'purple', subscribed: false, cardCoverImages: false },
    lists: [
      { id: 'li-web-backlog', name: 'Backlog', idCards: ['c-eggs'] },
      { id: 'li-web-live', name: 'Live', idCards: ['c-shop'] },
    ],
    cards,
    members: structuredClone(scrumboardMembers),
    labels: structuredClone(defaultBoardLabels),
  };
}

/** The three sample boards; dates relative to `now`. */
export function scrumboardSampleData(now: Date): Board[] {
  return [renovationBoard(now), springBoard(now), websiteBoard(now)];
}
