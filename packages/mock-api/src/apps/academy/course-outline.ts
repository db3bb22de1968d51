import type { CourseCategoryValue, CourseStep } from './contract.ts';
import { stepHtml } from './step-html.ts';
import type { StepText } from './step-html.ts';

/** What a course is about; its 11 steps are written from it. */
export type CourseTopic = {
  id: string;
  category: CourseCategoryValue;
  /** Completes 'In this course you …', e.g. 'build a flock dashboard'. */
  goal: string;
  /** The farm records it works with, e.g. 'daily deaths and weighings'. */
  records: string;
  /** Four [title, explanation] pairs: steps 3 to 6. */
  tasks: readonly (readonly [string, string])[];
};

type Platform = { setup: string; setupCode: string; release: string; releaseCode: string };

const PLATFORMS: Record<CourseCategoryValue, Platform> = {
  web: {
    setup: 'Start from an empty Vite project with React and TypeScript, and add the UI library.',
    setupCode:
      'npm create vite@latest flock-web -- --template react-ts\ncd flock-web && npm install',
    release: 'Build the app and serve the static files from the farm office server.',
    releaseCode: 'npm run build\nnpx serve dist',
  },
  firebase: {
    setup: 'Create a Firebase project for the farm and add the web SDK to your app.',
    setupCode: 'npm install firebase\nnpx firebase-tools init firestore',
    release: 'Deploy the security rules first, then the app, so no one sees an open database.',
    releaseCode: 'npx firebase-tools deploy --only firestore:rules\nnpx firebase-tools deploy',
  },
  cloud: {
    setup:
      'Create a storage bucket in the region closest to the farm and a service account for it.',
    setupCode: 'gcloud storage buckets create gs://farm-records --location=europe-west3',
    release: 'Schedule the job and check the first run in the logs the next morning.',
    releaseCode: 'gcloud scheduler jobs create http nightly-backup --schedule="0 2 * * *"',
  },
  android: {
    setup: 'Open Android Studio, create an Empty Activity project and pick API level 26 or newer.',
    setupCode: './gradlew assembleDebug',
    release: 'Sign a release build and share it with the house workers through internal testing.',
    releaseCode: './gradlew bundleRelease',
  },
};

type StepSketch = { title: string; text: StepText };

function outline(topic: CourseTopic): StepSketch[] {
  const platform = PLATFORMS[topic.category];
  const taskSteps = topic.tasks.map(([title, explanation]) => ({
    title,
    text: {
      paragraphs: [explanation],
      tip: `Try it with a week of ${topic.records} from House 2 of the sample farm before you go on.`,
    },
  }));
  return [
    {
      title: 'Introduction',
      text: {
        paragraphs: [
          `In this course you ${topic.goal}.`,
          `You will work with ${topic.records}, the records a farm team keeps every day.`,
        ],
        list: { ordered: false, items: topic.tasks.map(([title]) => title) },
      },
    },
    {
      title: 'Set up your workspace',
      text: { paragraphs: [platform.setup], code: platform.setupCode },
    },
    ...taskSteps,
    {
      title: 'Cope with a weak signal',
      text: {
        paragraphs: [
          'Poultry houses are often far from the office and the mobile signal drops inside them.',
          'Keep what the user entered until it is saved, and say clearly when it was not.',
        ],
        list: {
          ordered: false,
          items: [
            'Queue changes while offline',
            'Retry in the background',
            'Show the last sync time',
          ],
        },
      },
    },
    {
      title: 'Test with real farm records',
      text: {
        paragraphs: [`Nothing finds mistakes like real ${topic.records}.`],
        list: {
          ordered: true,
          items: [
            'Load the records of one finished flock',
            'Compare every total with the paper sheets',
            'Ask a house worker to try it without help',
          ],
        },
      },
    },
    {
      title: 'Every language, both directions',
      text: {
        paragraphs: [
          'Farm teams speak more than one language. Keep every text in a translation file.',
          'Check the screens in Arabic: they read right to left, and arrows point the other way.',
        ],
      },
    },
    {
      title: 'Ship it',
      text: { paragraphs: [platform.release], code: platform.releaseCode },
    },
    {
      title: 'Summary',
      text: {
        paragraphs: [
          `Well done: you can now ${topic.goal}.`,
          'Show it to the farm manager and write down what they ask for next.',
        ],
      },
    },
  ];
}

/** The course's 11 steps, each one's HTML built from its parts. */
export function courseSteps(topic: CourseTopic): CourseStep[] {
  return outline(topic).map((step, index) => ({
    id: `${topic.id}-step-${index + 1}`,
    title: step.title,
    content: stepHtml(step.text),
  }));
}
