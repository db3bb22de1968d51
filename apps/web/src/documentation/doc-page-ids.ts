/** The documentation pages, each the Markdown file `docs/<id>.md` at `/documentation/<id>`. */
export const DOC_PAGE_IDS = [
  'changelog',
  'getting-started',
  'authentication',
  'components',
  'mui-components',
  'third-party-components',
] as const;

export type DocPageId = (typeof DOC_PAGE_IDS)[number];
