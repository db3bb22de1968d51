import { plural } from '../../../lib/translator.ts';

/** The File manager's words. */
export const fileManagerEn = {
  title: 'File Manager',
  root: 'My Files',
  folders: 'Folders',
  search: 'Search files',
  items: plural({ one: '{{count}} item', other: '{{count}} items' }),
  columns: { name: 'Name', owner: 'Owner', size: 'Size', modified: 'Modified' },
  types: {
    folder: 'Folder',
    pdf: 'PDF document',
    document: 'Document',
    spreadsheet: 'Spreadsheet',
    text: 'Text file',
    image: 'Image',
  },
  details: {
    title: 'Details',
    type: 'Type',
    size: 'Size',
    location: 'Location',
    owner: 'Owner',
    modified: 'Modified',
    opened: 'Opened',
    created: 'Created',
    offline: 'Available offline',
    contents: 'Contents',
  },
  offlineOn: '“{{name}}” is kept for offline use.',
  offlineOff: '“{{name}}” is no longer kept offline.',
  selectPrompt: 'Select a file or folder to see its details.',
  emptyFolder: 'This folder is empty.',
  noMatch: 'No file or folder matches “{{search}}”.',
  loadFailed: 'The files could not be loaded.',
  close: 'Close',
  openHint: 'Double-click or press Enter to open a folder.',
};

export type FileManagerTexts = typeof fileManagerEn;
