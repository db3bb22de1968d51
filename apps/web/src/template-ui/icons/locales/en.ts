import { plural } from '../../../lib/translator.ts';

/** The icon catalogue's words in English; Turkish and Arabic follow the same shape. */
export const iconsEn = {
  title: 'Icons',
  subtitle: 'Material icons drawn by the icon font. Open one to see its code and how to use it.',
  search: 'Search icons by name or tag',
  count: plural({ one: '{{shown}} of {{count}} icon', other: '{{shown}} of {{count}} icons' }),
  noMatch: 'No icons match “{{search}}”.',
  empty: 'The catalogue has no icons.',
  loadFailed: 'The icons could not be loaded.',
  openIcon: 'Open {{name}}',
  detail: {
    name: 'Name',
    ligature: 'Ligature',
    code: 'Code point',
    tags: 'Tags',
    fontUsage: 'With the icon font',
    muiUsage: 'As a React component',
    close: 'Close',
  },
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  copyFailed: 'The text could not be copied.',
};

export type IconsTexts = typeof iconsEn;
