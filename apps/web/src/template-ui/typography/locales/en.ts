/** The typography page's words in English; Turkish and Arabic follow the same shape. */
export const typographyEn = {
  title: 'Typography',
  subtitle:
    'The type scale of the theme in use and the text styles the product uses. Each shows itself and the code that makes it.',
  scaleTitle: 'Type scale',
  scaleHint: 'Read from the current theme: change the theme in the settings and these follow.',
  sample: 'Broilers reach 2.4 kg in 35 days',
  /** Shorter, for the largest headings. */
  shortSample: 'House 3',
  metrics: '{{size}} · weight {{weight}} · line height {{lineHeight}}',
  utilitiesTitle: 'Text styles',
  utilities: {
    secondary: {
      title: 'Secondary text',
      description: 'Quieter text under a title or beside a value.',
      sample: 'Last weighing three days ago',
    },
    weights: {
      title: 'Font weights',
      description: 'The theme has three weights: light, regular and medium (600).',
      sample: 'Feed delivered',
    },
    truncate: {
      title: 'One line, cut with an ellipsis',
      description: 'For names in narrow columns and cards.',
      sample: 'Starter feed, crumble, 25 kg bags, from the cooperative mill in the next valley',
    },
    align: {
      title: 'Start and end alignment',
      description: 'Follows the reading direction: end is right in English and left in Arabic.',
      sample: 'Total',
    },
    numbers: {
      title: 'Numbers in columns',
      description: 'Tabular figures keep digits the same width so columns line up.',
    },
  },
  copy: 'Copy code',
  copied: 'Code copied to the clipboard.',
  copyFailed: 'The code could not be copied.',
};

export type TypographyTexts = typeof typographyEn;
