import { daysFrom, minutesBefore, notAfter } from '../../platform/dates.ts';
import { dataUrl, documentPreview, farmScene } from '../../platform/files.ts';
import { ROOT_LOCATION } from './contract.ts';
import type { FileEntry, FileType } from './contract.ts';

const GRACE = 'Grace Okafor';
const HANNAH = 'Hannah Whitfield';
const TOMASZ = 'Tomasz Nowak';
const AMIRA = 'Amira Haddad';

const REPORTS = `${ROOT_LOCATION}/Flock reports`;
const INVOICES = `${ROOT_LOCATION}/Feed invoices`;
const ARCHIVE = `${INVOICES}/Archive 2025`;
const VACCINATION = `${ROOT_LOCATION}/Vaccination`;
const PHOTOS = `${ROOT_LOCATION}/House photos`;

/** One entry: where, what, whose, bytes (files only), days ago created / modified / opened. */
type Sketch = {
  id: string;
  location: string;
  name: string;
  type: FileType;
  owner: string;
  size?: number;
  days: readonly [created: number, modified: number, opened: number];
  offline?: boolean;
  preview?: string;
};

const BAND: Partial<Record<FileType, string>> = {
  pdf: '#e53935',
  document: '#1e88e5',
  spreadsheet: '#43a047',
};

const photo = (sky: string, ground: string, roof: string) =>
  dataUrl('image/svg+xml', farmScene(sky, ground, roof));

const SKETCHES: Sketch[] = [
  {
    id: 'f0a1c2d3',
    location: ROOT_LOCATION,
    name: 'Flock reports',
    type: 'folder',
    owner: GRACE,
    days: [240, 1, 0],
  },
  {
    id: 'f1b2c3d4',
    location: ROOT_LOCATION,
    name: 'Feed invoices',
    type: 'folder',
    owner: HANNAH,
    days: [300, 2, 2],
  },
  {
    id: 'f2c3d4e5',
    location: ROOT_LOCATION,
    name: 'Vaccination',
    type: 'folder',
    owner: TOMASZ,
    days: [200, 4, 3],
  },
  {
    id: 'f3d4e5f6',
    location: ROOT_LOCATION,
    name: 'House photos',
    type: 'folder',
    owner: AMIRA,
    days: [150, 3, 1],
  },
  {
    id: '1a2b3c4d',
    location: ROOT_LOCATION,
    name: 'Farm biosecurity plan.pdf',
    type: 'pdf',
    owner: GRACE,
    size: 1_284_506,
    days: [180, 20, 5],
    offline: true,
  },
  {
    id: '2b3c4d5e',
    location: ROOT_LOCATION,
    name: 'Staff rota December.xlsx',
    type: 'spreadsheet',
    owner: GRACE,
    size: 48_213,
    days: [10, 0, 0],
  },
  {
    id: '3c4d5e6f',
    location: ROOT_LOCATION,
    name: 'Diesel meter readings.csv',
    type: 'spreadsheet',
    owner: AMIRA,
    size: 6_912,
    days: [60, 1, 1],
  },
  {
    id: '4d5e6f70',
    location: ROOT_LOCATION,
    name: 'Generator service report.docx',
    type: 'document',
    owner: GRACE,
    size: 214_880,
    days: [35, 35, 12],
  },
  {
    id: '5e6f7081',
    location: ROOT_LOCATION,
    name: 'Read me.txt',
    type: 'text',
    owner: GRACE,
    size: 1_204,
    days: [240, 240, 30],
  },
  {
    id: '6f708192',
    location: REPORTS,
    name: 'Flock 24-07 closing sheet.pdf',
    type: 'pdf',
    owner: GRACE,
    size: 842_117,
    days: [14, 13, 2],
    offline: true,
  },
  {
    id: '708192a3',
    location: REPORTS,
    name: 'House 3 weighing day 35.xlsx',
    type: 'spreadsheet',
    owner: AMIRA,
    size: 96_540,
    days: [3, 1, 0],
  },
  {
    id: '8192a3b4',
    location: REPORTS,
    name: 'Mortality October.xlsx',
    type: 'spreadsheet',
    owner: GRACE,
    size: 57_301,
    days: [24, 22, 9],
  },
  {
    id: '92a3b4c5',
    location: REPORTS,
    name: 'Flock 24-08 placement notes.docx',
    type: 'document',
    owner: GRACE,
    size: 128_764,
    days: [6, 5, 5],
  },
  {
    id: 'a3b4c5d6',
    location: INVOICES,
    name: 'Archive 2025',
    type: 'folder',
    owner: HANNAH,
    days: [300, 40, 40],
  },
  {
    id: 'b4c5d6e7',
    location: INVOICES,
    name: 'Invoice FM-2291 starter crumble.pdf',
    type: 'pdf',
    owner: HANNAH,
    size: 311_402,
    days: [9, 9, 4],
  },
  {
    id: 'c5d6e7f8',
    location: INVOICES,
    name: 'Invoice FM-2304 grower pellets.pdf',
    type: 'pdf',
    owner: HANNAH,
    size: 298_655,
    days: [2, 2, 2],
  },
  {
    id: 'd6e7f809',
    location: INVOICES,
    name: 'Feed deliveries November.xlsx',
    type: 'spreadsheet',
    owner: HANNAH,
    size: 73_980,
    days: [23, 2, 2],
    offline: true,
  },
  {
    id: 'e7f8091a',
    location: ARCHIVE,
    name: 'Invoices 2025 summary.xlsx',
    type: 'spreadsheet',
    owner: HANNAH,
    size: 152_046,
    days: [60, 40, 40],
  },
  {
    id: 'f8091a2b',
    location: ARCHIVE,
    name: 'Supplier contracts 2025.pdf',
    type: 'pdf',
    owner: HANNAH,
    size: 2_406_117,
    days: [300, 120, 60],
  },
  {
    id: '091a2b3c',
    location: VACCINATION,
    name: 'Vaccination schedule broilers.pdf',
    type: 'pdf',
    owner: TOMASZ,
    size: 402_778,
    days: [200, 30, 3],
  },
  {
    id: '1a2b3c4e',
    location: VACCINATION,
    name: 'Newcastle booster checklist.docx',
    type: 'document',
    owner: TOMASZ,
    size: 64_310,
    days: [8, 4, 4],
    offline: true,
  },
  {
    id: '2b3c4d5f',
    location: VACCINATION,
    name: 'Vet visit notes.txt',
    type: 'text',
    owner: TOMASZ,
    size: 3_877,
    days: [4, 4, 4],
  },
  {
    id: '3c4d5e60',
    location: PHOTOS,
    name: 'House 1 after cleaning.jpg',
    type: 'image',
    owner: AMIRA,
    size: 1_873_442,
    days: [30, 30, 10],
    preview: photo('#90caf9', '#a1887f', '#546e7a'),
  },
  {
    id: '4d5e6f71',
    location: PHOTOS,
    name: 'House 3 drinker line 4.jpg',
    type: 'image',
    owner: AMIRA,
    size: 2_215_093,
    days: [3, 3, 1],
    preview: photo('#b3e5fc', '#8d6e63', '#c62828'),
  },
  {
    id: '5e6f7082',
    location: PHOTOS,
    name: 'House 4 new litter.png',
    type: 'image',
    owner: AMIRA,
    size: 3_104_556,
    days: [7, 7, 3],
    preview: photo('#ffe0b2', '#d7ccc8', '#2e7d32'),
  },
  {
    id: '6f708193',
    location: PHOTOS,
    name: 'Farm from the road.jpg',
    type: 'image',
    owner: GRACE,
    size: 2_660_218,
    days: [150, 150, 20],
    preview: photo('#81d4fa', '#7cb342', '#1565c0'),
  },
];

function extensionOf(sketch: Sketch): string {
  if (sketch.type === 'folder') return '';
  return sketch.name.slice(sketch.name.lastIndexOf('.') + 1).toLowerCase();
}

function previewOf(sketch: Sketch, extension: string): string | null {
  if (sketch.preview) return sketch.preview;
  const band = BAND[sketch.type];
  return band ? documentPreview(extension, band) : null;
}

const pathOf = (entry: Pick<FileEntry, 'location' | 'name'>) => `${entry.location}/${entry.name}`;

/** A folder's bytes: everything under its path. */
function folderSize(folder: Sketch): number {
  const path = pathOf(folder);
  return SKETCHES.filter(
    (item) =>
      item.type !== 'folder' && (item.location === path || item.location.startsWith(`${path}/`)),
  ).reduce((total, item) => total + (item.size ?? 0), 0);
}

/**
 * The farm's documents, folders first and by name in each folder. Dates count back from
 * `today` (the current instant): created, then modified, then opened, so the list looks current.
 */
export function fileManagerSampleData(today: Date): FileEntry[] {
  const entries = SKETCHES.map((sketch): FileEntry => {
    const extention = extensionOf(sketch);
    const [created, modified, opened] = sketch.days;
    return {
      id: sketch.id,
      name: sketch.name,
      type: sketch.type,
      owner: sketch.owner,
      size: sketch.type === 'folder' ? folderSize(sketch) : (sketch.size ?? 0),
      modified: notAfter(daysFrom(today, -modified, 10, 15), minutesBefore(today, 60)),
      opened: notAfter(daysFrom(today, -opened, 16, 40), minutesBefore(today, 20)),
      created: notAfter(daysFrom(today, -created, 8, 5), minutesBefore(today, 120)),
      extention,
      location: sketch.location,
      offline: sketch.offline ?? false,
      preview: previewOf(sketch, extention),
    };
  });
  return entries.sort(
    (a, b) =>
      a.location.localeCompare(b.location) ||
      Number(b.type === 'folder') - Number(a.type === 'folder') ||
      a.name.localeCompare(b.name),
  );
}
