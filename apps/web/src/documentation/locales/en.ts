/** The documentation pages' own words in English; the Markdown text itself stays in English. */
export const documentationEn = {
  section: 'Documentation',
  titles: {
    changelog: 'Changelog',
    'getting-started': 'Getting started',
    authentication: 'Authentication',
    components: 'Components',
    'mui-components': 'MUI components',
    'third-party-components': 'Third-party components',
  },
  tableOfContents: 'On this page',
  textInEnglish: 'The documentation text is in English.',
  liveExample: 'Live example',
  examples: {
    snackbar: {
      title: 'Show a message',
      message: 'Flock saved',
      buttons: { success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' },
    },
    pageScaffold: {
      title: 'A page with a start sidebar',
      pageTitle: 'Flock notes',
      toggle: 'Show or hide the filters',
      sidebar: 'Filters',
      sidebarBody: 'House, age and breed filters sit here.',
      content: 'The screen’s content grows beside the sidebar.',
    },
    navigation: {
      title: 'Navigation entries',
      group: 'Farm',
      collapse: 'Flocks',
      allFlocks: 'All flocks',
      newFlock: 'New flock',
      item: 'Farm dashboard',
    },
    settings: {
      title: 'Shell settings',
      layout: 'Layout style: {{style}}',
      direction: 'Direction: {{direction}}',
      navbarFolded: 'Fold the navbar (this visit only)',
    },
  },
};

export type DocumentationTexts = typeof documentationEn;
