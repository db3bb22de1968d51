import { daysFrom, minutesBefore, notAfter } from '../../platform/dates.ts';
import type { Course, CourseCategory, CourseLength } from './contract.ts';
import { courseSteps } from './course-outline.ts';
import type { CourseTopic } from './course-outline.ts';

export const courseCategories: CourseCategory[] = [
  { id: '5c1e8a20', value: 'web', label: 'Web', color: '#1e88e5' },
  { id: 'b7f30d94', value: 'firebase', label: 'Firebase', color: '#f57c00' },
  { id: '2a96e4c1', value: 'cloud', label: 'Cloud', color: '#5e35b1' },
  { id: 'e4d2b857', value: 'android', label: 'Android', color: '#2e7d32' },
];

type CourseSketch = CourseTopic & {
  title: string;
  description: string;
  length: CourseLength;
  activeStep: number;
  updatedDaysAgo: number;
};

const sketches: CourseSketch[] = [
  {
    id: 'a3c91f07',
    category: 'web',
    title: 'Build a flock dashboard with React',
    description:
      'Show birds alive, deaths and feed per house on one screen the manager opens first.',
    length: 60,
    activeStep: 4,
    updatedDaysAgo: 1,
    goal: 'build a flock dashboard for the web',
    records: 'daily deaths and feed deliveries',
    tasks: [
      [
        'Lay out the dashboard',
        'Place one card per house in a grid that folds to one column on a phone.',
      ],
      [
        'Fetch the flock figures',
        'Load each flock once and keep the answer cached while the user moves around.',
      ],
      [
        'Draw the mortality chart',
        'Plot daily deaths as bars and the cumulative mortality as a line.',
      ],
      [
        'Highlight what needs attention',
        'Colour a house amber when its deaths today exceed the alert threshold.',
      ],
    ],
  },
  {
    id: '6e2d84b9',
    category: 'web',
    title: 'Charting weights against the breed curve',
    description: 'Compare weekly weighings with the Ross 308 target and spot slow flocks early.',
    length: 45,
    activeStep: 0,
    updatedDaysAgo: 9,
    goal: 'chart flock weights against the breed target',
    records: 'weekly weighings',
    tasks: [
      [
        'Load the breed curve',
        'Keep the target weight for each day of age in one table the chart reads.',
      ],
      ['Plot the weighings', 'Draw each weighing as a point at the flock age it was taken.'],
      ['Show the gap', 'Shade the space between the target and the real curve.'],
      [
        'Explain the chart',
        'Add a caption that says in words whether the flock is ahead or behind.',
      ],
    ],
  },
  {
    id: 'f04b7a12',
    category: 'web',
    title: 'Accessible forms for weighing records',
    description: 'Forms that work with a keyboard, a screen reader and gloved fingers on a tablet.',
    length: 30,
    activeStep: 11,
    updatedDaysAgo: 3,
    goal: 'write accessible forms for weighing records',
    records: 'weighing sheets',
    tasks: [
      ['Label every field', 'Give each input a visible label the screen reader reads as well.'],
      [
        'Order the tab stops',
        'Let the keyboard move through the form in the order the sheet is filled.',
      ],
      [
        'Explain errors in place',
        'Put each message under its field and move the focus to the first one.',
      ],
      ['Make targets large', 'Use buttons at least 44 pixels high so they work with gloves on.'],
    ],
  },
  {
    id: '81c5e3d0',
    category: 'firebase',
    title: 'Sync farm records with Firestore',
    description:
      'Keep the office and the houses in step: records entered on a tablet appear everywhere.',
    length: 90,
    activeStep: 2,
    updatedDaysAgo: 2,
    goal: 'sync farm records with Firebase',
    records: 'death and feed records',
    tasks: [
      [
        'Model the collections',
        'Store flocks, houses and daily records in collections keyed by flock.',
      ],
      [
        'Listen for changes',
        'Subscribe to today’s records so every open screen updates by itself.',
      ],
      ['Write offline', 'Turn on persistence so records entered without signal are sent later.'],
      [
        'Resolve conflicts',
        'When two people change one record, keep the latest and log the other.',
      ],
    ],
  },
  {
    id: '3b79d6a5',
    category: 'firebase',
    title: 'Sign-in for farm staff with Firebase Auth',
    description: 'Give every worker an account, and show them only the houses they look after.',
    length: 45,
    activeStep: 0,
    updatedDaysAgo: 14,
    goal: 'add sign-in for farm staff with Firebase',
    records: 'staff lists and house rotas',
    tasks: [
      ['Turn on email sign-in', 'Enable the email provider and write the sign-in form.'],
      ['Invite the team', 'Create accounts for the staff list and send each person a reset link.'],
      ['Store roles', 'Keep a role per user so managers see money and workers do not.'],
      ['Guard the data', 'Write security rules that match the roles, and test them.'],
    ],
  },
  {
    id: 'c8e01f4d',
    category: 'firebase',
    title: 'Push alerts for house temperatures',
    description: 'Send a phone notification when a house gets too hot or too cold at night.',
    length: 60,
    activeStep: 0,
    updatedDaysAgo: 21,
    goal: 'send push alerts when a house temperature drifts',
    records: 'hourly temperature readings',
    tasks: [
      ['Collect the readings', 'Write each sensor reading to a collection per house.'],
      ['Set the limits', 'Store the lowest and highest temperature allowed for each flock age.'],
      [
        'Trigger a function',
        'Run a cloud function on each reading and compare it with the limits.',
      ],
      ['Notify the right people', 'Send the alert to whoever is on duty that night.'],
    ],
  },
  {
    id: '4d6a92e8',
    category: 'cloud',
    title: 'Nightly cloud backups of farm data',
    description:
      'Copy the farm database to cloud storage every night and prove you can restore it.',
    length: 120,
    activeStep: 7,
    updatedDaysAgo: 0,
    goal: 'back up the farm data to the cloud every night',
    records: 'flock and money records',
    tasks: [
      [
        'Export the database',
        'Dump the database to one compressed file with the date in its name.',
      ],
      ['Upload the file', 'Copy it to the bucket and check its size and checksum.'],
      ['Keep thirty days', 'Add a lifecycle rule that deletes backups older than thirty days.'],
      ['Restore on purpose', 'Restore last night’s backup into a test database once a month.'],
    ],
  },
  {
    id: '97f2c0b3',
    category: 'cloud',
    title: 'Serverless feed-stock reports',
    description: 'A small function that emails the feed left in each silo every Monday morning.',
    length: 60,
    activeStep: 0,
    updatedDaysAgo: 30,
    goal: 'send a weekly feed-stock report from a serverless function',
    records: 'feed deliveries and feed usage',
    tasks: [
      ['Write the function', 'Sum deliveries minus usage per silo for the past week.'],
      ['Format the report', 'Lay the figures out as a short table that reads well on a phone.'],
      ['Send it by email', 'Use a mail service and keep its key in the secret manager.'],
      ['Schedule it', 'Run the function every Monday at six in the morning, farm time.'],
    ],
  },
  {
    id: '0a58b1f6',
    category: 'cloud',
    title: 'Storing weighing photos in cloud storage',
    description: 'Keep the photos of scale readings next to the records they prove.',
    length: 30,
    activeStep: 0,
    updatedDaysAgo: 6,
    goal: 'store weighing photos in cloud storage',
    records: 'weighings and their photos',
    tasks: [
      ['Upload from the form', 'Send the photo straight to storage with a signed upload link.'],
      ['Shrink the images', 'Resize each photo to a width of 1,600 pixels to save space.'],
      ['Link photo and record', 'Save the photo’s path on the weighing record.'],
      ['Show a thumbnail', 'Display a small preview next to the weight in the list.'],
    ],
  },
  {
    id: 'd2e7c4a0',
    category: 'android',
    title: 'An Android app for house checks',
    description: 'A checklist app for the morning round: water, feed, litter, temperature, deaths.',
    length: 120,
    activeStep: 5,
    updatedDaysAgo: 4,
    goal: 'build an Android app for daily house checks',
    records: 'morning house checks',
    tasks: [
      ['Design the checklist', 'List the checks of a morning round as large, clear toggles.'],
      ['Count the deaths', 'Add a counter with big plus and minus buttons for dead birds.'],
      ['Take a photo', 'Let the worker attach a photo when something looks wrong.'],
      ['Send the round', 'Save the finished round and send it to the office.'],
    ],
  },
  {
    id: '5f93a6c7',
    category: 'android',
    title: 'Offline-first mortality logging on Android',
    description: 'Record deaths in the house with no signal and sync them when back in range.',
    length: 90,
    activeStep: 0,
    updatedDaysAgo: 11,
    goal: 'log mortality offline on Android',
    records: 'daily deaths and culls',
    tasks: [
      ['Store records locally', 'Keep every entry in a local database first.'],
      ['Queue the uploads', 'Use a background worker that sends pending entries when online.'],
      ['Show sync status', 'Mark each entry as waiting or sent so nobody enters it twice.'],
      [
        'Handle rejections',
        'Show the server’s message when an entry is refused, and let the user fix it.',
      ],
    ],
  },
  {
    id: 'b1d84e29',
    category: 'android',
    title: 'Barcode scanning for feed deliveries',
    description: 'Scan the delivery note of each feed truck instead of typing it in.',
    length: 45,
    activeStep: 0,
    updatedDaysAgo: 17,
    goal: 'scan feed delivery notes on Android',
    records: 'feed delivery notes',
    tasks: [
      ['Open the camera', 'Ask for camera permission and show a live preview.'],
      ['Read the barcode', 'Decode the delivery note number with the scanning library.'],
      ['Fill the form', 'Look up the delivery and fill in feed type, weight and silo.'],
      ['Confirm the delivery', 'Let the worker check the figures and save with one tap.'],
    ],
  },
];

/** Lower-case words joined by dashes, e.g. 'Build a flock dashboard' -> 'build-a-flock-dashboard'. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Twelve courses across the four categories; `updated` is relative to `now`. */
export function courseSampleData(now: Date): Course[] {
  return sketches.map((sketch) => {
    const steps = courseSteps(sketch);
    return {
      id: sketch.id,
      title: sketch.title,
      slug: slugOf(sketch.title),
      description: sketch.description,
      category: sketch.category,
      length: sketch.length,
      totalSteps: steps.length,
      activeStep: sketch.activeStep,
      // Updated today means a while ago, even before half past ten.
      updated: notAfter(daysFrom(now, -sketch.updatedDaysAgo, 10, 30), minutesBefore(now, 45)),
      steps,
    };
  });
}
