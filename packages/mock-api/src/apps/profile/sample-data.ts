import { minutesBefore } from '../../platform/dates.ts';
import { dataUrl, farmScene, lineChart } from '../../platform/files.ts';
import { initialsAvatar } from '../../platform/initials-avatar.ts';
import type { About, MediaGroup, ProfilePerson, Timeline } from './contract.ts';

const person = (name: string): ProfilePerson => ({ name, avatar: initialsAvatar(name) });
const svg = (content: string) => dataUrl('image/svg+xml', content);

const amira = person('Amira Khan');
const tomas = person('Tomas Reyes');
const lena = person('Lena Duarte');
const omar = person('Omar Farid');
const ayse = person('Ayşe Demir');

const SCENES = [
  ['#90caf9', '#a5d6a7', '#c62828'],
  ['#b3e5fc', '#c5e1a5', '#1565c0'],
  ['#ffe0b2', '#dcedc8', '#6a1b9a'],
  ['#cfd8dc', '#aed581', '#ef6c00'],
  ['#e1bee7', '#c8e6c9', '#2e7d32'],
  ['#fff9c4', '#a5d6a7', '#4e342e'],
] as const;

/** A deterministic farm picture: the n-th colour set. */
function scene(n: number): string {
  const [sky, ground, roof] = SCENES[n % SCENES.length] ?? SCENES[0];
  return svg(farmScene(sky, ground, roof));
}

/** A chart picture with a play mark, standing for a video. */
function videoStill(n: number): string {
  const points = [0.2, 0.35, 0.3, 0.5, 0.55, 0.7, 0.65, 0.85].map((v) => (v + n * 0.03) % 1);
  const chart = lineChart(points, '#2e7d32').replace(
    '</svg>',
    '<circle cx="240" cy="135" r="34" fill="rgba(0,0,0,0.55)"/><polygon points="228,115 228,155 262,135" fill="#ffffff"/></svg>',
  );
  return svg(chart);
}

export function sampleTimeline(now = new Date()): Timeline {
  return {
    activities: [
      { id: 'a1', user: tomas, message: 'started following you.', time: minutesBefore(now, 12) },
      {
        id: 'a2',
        user: lena,
        message: 'sent you a message about house 3.',
        time: minutesBefore(now, 55),
      },
      {
        id: 'a3',
        user: omar,
        message: 'shared a feed delivery note.',
        time: minutesBefore(now, 190),
      },
      {
        id: 'a4',
        user: ayse,
        message: 'commented on your vaccination post.',
        time: minutesBefore(now, 420),
      },
      {
        id: 'a5',
        user: tomas,
        message: 'liked your photo of the new drinkers.',
        time: minutesBefore(now, 1500),
      },
    ],
    posts: [
      {
        id: 'p1',
        user: amira,
        message:
          'House 2 is cleaned, disinfected and ready for Monday’s chicks. New litter looks great.',
        time: minutesBefore(now, 35),
        type: 'media',
        like: 24,
        share: 3,
        media: { type: 'photo', preview: scene(0) },
        comments: [
          {
            id: 'c1',
            user: tomas,
            time: minutesBefore(now, 20),
            message: 'Nice work, the brooders are set too.',
          },
          {
            id: 'c2',
            user: lena,
            time: minutesBefore(now, 10),
            message: 'I will bring the vaccine cooler at 7.',
          },
        ],
      },
      {
        id: 'p2',
        user: amira,
        message: 'Week 5 weights are above the Ross 308 curve in every house. Well done, team!',
        time: minutesBefore(now, 600),
        type: 'post',
        like: 41,
        share: 7,
        comments: [],
      },
      {
        id: 'p3',
        user: amira,
        message: 'A good read before the summer heat arrives.',
        time: minutesBefore(now, 2900),
        type: 'article',
        like: 12,
        share: 9,
        article: {
          title: 'Keeping broilers cool in hot weather',
          subtitle: 'Poultry World',
          excerpt:
            'Tunnel ventilation, cool pads and water temperature: what helps most when the afternoon heat peaks.',
          media: { type: 'photo', preview: scene(3) },
        },
        comments: [
          {
            id: 'c3',
            user: omar,
            time: minutesBefore(now, 2700),
            message: 'We start the pads at 28 °C now.',
          },
        ],
      },
      {
        id: 'p4',
        user: amira,
        message: 'Short clip of the new weighing routine.',
        time: minutesBefore(now, 5800),
        type: 'media',
        like: 8,
        share: 1,
        media: { type: 'video', preview: videoStill(0) },
        comments: [],
      },
    ],
  };
}

const album = (
  id: string,
  name: string,
  info: string,
  titles: string[],
  first: number,
): MediaGroup => ({
  id,
  name,
  info,
  media: titles.map((title, index) => {
    const video = title.endsWith('(video)');
    return {
      type: video ? 'video' : 'photo',
      title: title.replace(' (video)', ''),
      preview: video ? videoStill(first + index) : scene(first + index),
    };
  }),
});

export const samplePhotosVideos: MediaGroup[] = [
  album(
    'g1',
    'Spring placement',
    '6 items',
    [
      'House 1 ready',
      'Day-old chicks',
      'Brooder check',
      'Feeder line',
      'Water test (video)',
      'First weighing',
    ],
    0,
  ),
  album(
    'g2',
    'Open farm day',
    '4 items',
    ['Visitors', 'Egg grading', 'School tour (video)', 'Farm shop'],
    2,
  ),
  album(
    'g3',
    'New equipment',
    '5 items',
    ['Cool pads', 'Fans', 'Scale install (video)', 'Silo', 'Generator'],
    4,
  ),
];

export const sampleAbout: About = {
  general: {
    gender: 'Female',
    birthday: 'February 3rd, 1988',
    locations: ['Riverside Farms', 'North Meadow'],
    about:
      'Farm manager of four broiler houses. I care about calm birds, clean water and honest records; ask me about ventilation.',
  },
  work: {
    occupation: 'Farm manager',
    skills: 'Flock health, ventilation, feed planning, team training',
    jobs: [
      { company: 'Green Valley Poultry', date: '2019 – now' },
      { company: 'Sunrise Broiler Farm', date: '2014 – 2019' },
      { company: 'County Hatchery', date: '2010 – 2014' },
    ],
  },
  contact: {
    address: '12 Hatchery Road, Riverside Farms, 54000',
    tel: ['+1 555 0142 880', '+1 555 0142 881'],
    websites: ['greenvalley-poultry.example'],
    emails: ['amira.khan@greenvalley-poultry.example', 'amira@mail.example'],
  },
  groups: [
    { id: 'gr1', name: 'Broiler Growers Network', category: 'Farming', members: '1.2K' },
    { id: 'gr2', name: 'Poultry Vets Q&A', category: 'Health', members: '860' },
    { id: 'gr3', name: 'Farm Energy Savers', category: 'Equipment', members: '430' },
  ],
  friends: [
    tomas,
    lena,
    omar,
    ayse,
    person('Jonas Berg'),
    person('Mei Lin'),
    person('Kofi Mensah'),
    person('Sara Novak'),
  ].map((friend, index) => ({ id: `f${index + 1}`, ...friend })),
};
