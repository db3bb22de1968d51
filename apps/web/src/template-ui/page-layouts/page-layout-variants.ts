import type { SidebarPlacement, SidebarSide } from '../../components/page-layouts/index.ts';
import type { navigationEn } from '../../shell/navigation/index.ts';

export type LayoutFamily = 'carded' | 'simple';

/** One demonstrated scaffold: which component, and how its parts are arranged. */
export type PageLayoutVariant = {
  family: LayoutFamily;
  slug: string;
  /** Its title among the navigation's texts. */
  titleKey: Exclude<keyof (typeof navigationEn)['navigation'], 'farmAreas'>;
  /** The side of its sidebar; none for the full-width and tabbed variants. */
  sidebar?: SidebarSide;
  sidebarVariant: SidebarPlacement;
  /** Carded only: the header on the coloured band or at the top of the card. */
  headerPlacement: 'band' | 'card';
  tabbed: boolean;
};

type Arrangement = Partial<
  Pick<PageLayoutVariant, 'sidebar' | 'sidebarVariant' | 'headerPlacement' | 'tabbed'>
>;

const variant =
  (family: LayoutFamily) =>
  (slug: string, titleKey: PageLayoutVariant['titleKey'], arrangement: Arrangement = {}) => ({
    family,
    slug,
    titleKey,
    sidebarVariant: 'inner' as const,
    headerPlacement: 'band' as const,
    tabbed: false,
    ...arrangement,
  });
const carded = variant('carded');
const simple = variant('simple');

// "Left" and "right" in the names are the start and end edges: in Arabic they swap sides.
export const CARDED_VARIANTS: readonly PageLayoutVariant[] = [
  // Header on the coloured band, one card with the content across the full width.
  carded('full-width', 'fullWidth'),
  // As full-width, with tabs heading the card.
  carded('full-width-tabbed', 'fullWidthTabbed', { tabbed: true }),
  // The header moves into the card; the band above is colour only.
  carded('full-width-2', 'fullWidth2', { headerPlacement: 'card' }),
  // Header in the card with the tabs under it.
  carded('full-width-2-tabbed', 'fullWidth2Tabbed', { headerPlacement: 'card', tabbed: true }),
  // A start sidebar inside the card, beside the content.
  carded('left-sidebar', 'leftSidebar', { sidebar: 'start' }),
  // Start sidebar inside the card, tabs across the top of the card.
  carded('left-sidebar-tabbed', 'leftSidebarTabbed', { sidebar: 'start', tabbed: true }),
  // A start sidebar outside the card, the full height of the page beside band and card.
  carded('left-sidebar-2', 'leftSidebar2', { sidebar: 'start', sidebarVariant: 'outer' }),
  // Outside start sidebar with tabs heading the card.
  carded('left-sidebar-2-tabbed', 'leftSidebar2Tabbed', {
    sidebar: 'start',
    sidebarVariant: 'outer',
    tabbed: true,
  }),
  // An end sidebar inside the card, beside the content.
  carded('right-sidebar', 'rightSidebar', { sidebar: 'end' }),
  // End sidebar inside the card, tabs across the top of the card.
  carded('right-sidebar-tabbed', 'rightSidebarTabbed', { sidebar: 'end', tabbed: true }),
  // An end sidebar outside the card, the full height of the page.
  carded('right-sidebar-2', 'rightSidebar2', { sidebar: 'end', sidebarVariant: 'outer' }),
  // Outside end sidebar with tabs heading the card.
  carded('right-sidebar-2-tabbed', 'rightSidebar2Tabbed', {
    sidebar: 'end',
    sidebarVariant: 'outer',
    tabbed: true,
  }),
];

export const SIMPLE_VARIANTS: readonly PageLayoutVariant[] = [
  // A plain header over the content, nothing beside it.
  simple('full-width', 'fullWidth'),
  // Header across the top; under it a start sidebar beside the content.
  simple('left-sidebar', 'leftSidebar', { sidebar: 'start' }),
  // A start sidebar the full height of the page; header and content beside it.
  simple('left-sidebar-2', 'leftSidebar2', { sidebar: 'start', sidebarVariant: 'outer' }),
  // Header across the top; the start sidebar a raised panel floating in the content area.
  simple('left-sidebar-3', 'leftSidebar3', { sidebar: 'start', sidebarVariant: 'floating' }),
  // Header across the top; under it an end sidebar beside the content.
  simple('right-sidebar', 'rightSidebar', { sidebar: 'end' }),
  // An end sidebar the full height of the page.
  simple('right-sidebar-2', 'rightSidebar2', { sidebar: 'end', sidebarVariant: 'outer' }),
  // The end sidebar a raised panel floating in the content area.
  simple('right-sidebar-3', 'rightSidebar3', { sidebar: 'end', sidebarVariant: 'floating' }),
  // A plain header with tabs under it that switch the content.
  simple('tabbed', 'tabbed', { tabbed: true }),
];

export function findVariant(family: string | undefined, slug: string | undefined) {
  const list = family === 'carded' ? CARDED_VARIANTS : family === 'simple' ? SIMPLE_VARIANTS : [];
  return list.find((entry) => entry.slug === slug);
}
