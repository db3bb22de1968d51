/** The page layout demonstrations' words in English; Turkish and Arabic follow the same shape. */
export const pageLayoutsEn = {
  intro: {
    carded: 'A coloured header band with the content on a raised card that overlaps it.',
    simple: 'A plain header over the content, on the page background.',
  },
  header: {
    band: 'The header sits on the coloured band.',
    card: 'The header heads the card; the band above it is colour only.',
  },
  sidebar: {
    none: 'No sidebar: the content spans the full width.',
    carded: {
      inner: 'The sidebar sits inside the card, at its {{edge}}.',
      outer:
        'The sidebar runs the full height of the page at its {{edge}}, beside the band and the card.',
    },
    simple: {
      inner: 'Under the header, the sidebar sits beside the content at its {{edge}}.',
      outer: 'The sidebar runs the full height of the page at its {{edge}}, the header beside it.',
      floating: 'The sidebar is a raised panel floating in the content area, at its {{edge}}.',
    },
    edge: {
      start: 'start edge (left in English, right in Arabic)',
      end: 'end edge (right in English, left in Arabic)',
    },
    responsive:
      'On a small screen it opens as a drawer from its button in the header; on a wide screen it stays in the page and the same button folds it away.',
  },
  tabsNote: 'Tabs under the header switch the content.',
  toggle: { start: 'Show or hide the start sidebar', end: 'Show or hide the end sidebar' },
  sidebarTitle: 'Sections',
  nav: { overview: 'Overview', flocks: 'Flocks', reports: 'Reports', settings: 'Settings' },
  tabs: { overview: 'Overview', details: 'Details', activity: 'Activity' },
  tabContent: 'Content of the “{{tab}}” tab',
  sectionContent: 'Content for “{{section}}”',
  usage: {
    title: 'How to use',
    text: 'Start a new screen from this scaffold: copy the code and replace the parts.',
    copy: 'Copy code',
    copied: 'Code copied.',
    copyFailed: 'The code could not be copied; select it and copy by hand.',
  },
  blank: {
    title: 'Blank page',
    text: 'No header and no card: only the shell around the content. Start from here when a screen draws everything itself, like a board or a full-screen map.',
  },
};

export type PageLayoutsTexts = typeof pageLayoutsEn;
