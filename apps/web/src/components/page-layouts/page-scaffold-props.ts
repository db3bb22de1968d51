import type { ReactNode } from 'react';
import type { PageSidebars } from './use-page-sidebars.ts';

/** What every page scaffold takes: the parts of a screen, each optional but the content. */
export type PageScaffoldProps = {
  /** The header's content: title, crumbs, actions, sidebar toggles. */
  header?: ReactNode;
  /** A tab bar (usually MUI `Tabs`) laid under the header. */
  tabs?: ReactNode;
  /** The screen's content. */
  children: ReactNode;
  /** Sidebar at the start edge (left in English, right in Arabic). */
  startSidebar?: ReactNode;
  /** Sidebar at the end edge (right in English, left in Arabic). */
  endSidebar?: ReactNode;
  /** Sidebar width in px on wide screens and in the drawer. */
  sidebarWidth?: number;
  /** Open state from `usePageSidebars()`, shared with the toggles; the scaffold keeps its own without it. */
  sidebars?: PageSidebars;
  'data-testid'?: string;
};

export const DEFAULT_SIDEBAR_WIDTH = 280;
