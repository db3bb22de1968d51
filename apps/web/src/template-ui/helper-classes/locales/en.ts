/** The helper styles page's words in English; Turkish and Arabic follow the same shape. */
export const helperClassesEn = {
  title: 'Helper classes',
  subtitle:
    'The product has no utility class sheet: screens style themselves with the MUI sx prop and the theme. These are the patterns they use, each live with its code.',
  helpers: {
    spacing: {
      title: 'Spacing',
      description:
        'One unit is 8px. Pages pad 2 units on phones and 3 from md up; gap spaces children.',
    },
    flex: {
      title: 'Row of items',
      description: 'Centred on the cross axis, wrapping on narrow screens.',
    },
    responsive: {
      title: 'Show by screen width',
      description: 'Breakpoint objects on display hide or show a part.',
    },
    palette: {
      title: 'Colours from the palette',
      description: 'Name a palette colour as a string; it follows the theme and dark mode.',
    },
    surface: {
      title: 'Bordered surface',
      description: 'A rounded box with the theme divider as its border.',
    },
    tint: {
      title: 'Tinted background',
      description: 'A see-through tint of a palette colour, for selected rows and highlights.',
    },
    logical: {
      title: 'Right-to-left safe placement',
      description: 'Logical properties place things at the start or end of the reading direction.',
    },
    print: {
      title: 'Hide when printing',
      description: 'Printable pages hide their buttons with the no-print class.',
    },
  },
  words: {
    item: 'Item',
    wideOnly: 'Shown from md up',
    narrowOnly: 'Shown below md',
    surface: 'House 3, 12,400 birds',
    selected: 'Selected row',
    badge: 'New',
    card: 'A card with a badge at its end',
    printed: 'This line is printed.',
    notPrinted: 'This button is not printed.',
  },
  copy: 'Copy code',
  copied: 'Code copied to the clipboard.',
  copyFailed: 'The code could not be copied.',
};

export type HelperClassesTexts = typeof helperClassesEn;
