import { describe, expect, it } from 'vitest';
import {
  CARDED_PAGE_LAYOUTS,
  SIMPLE_PAGE_LAYOUTS,
} from '../../shell/navigation/navigation-config.ts';
import { describeVariant } from './describe-variant.ts';
import { pageLayoutsEn } from './locales/en.ts';
import { CARDED_VARIANTS, SIMPLE_VARIANTS, findVariant } from './page-layout-variants.ts';
import { usageSnippet } from './usage-snippet.ts';

const arrangement = (variant: (typeof CARDED_VARIANTS)[number]) =>
  JSON.stringify([
    variant.sidebar,
    variant.sidebarVariant,
    variant.headerPlacement,
    variant.tabbed,
  ]);

describe('page layout variants', () => {
  it('demonstrates exactly the variants the navigation links to, under its titles', () => {
    const pairs = (list: readonly { slug: string; key?: string; titleKey?: string }[]) =>
      list.map((entry) => [entry.slug, entry.key ?? entry.titleKey]);
    expect(pairs(CARDED_VARIANTS)).toEqual(pairs(CARDED_PAGE_LAYOUTS));
    expect(pairs(SIMPLE_VARIANTS)).toEqual(pairs(SIMPLE_PAGE_LAYOUTS));
  });

  it('gives every variant of a family its own arrangement', () => {
    for (const list of [CARDED_VARIANTS, SIMPLE_VARIANTS]) {
      expect(new Set(list.map(arrangement)).size).toBe(list.length);
    }
  });

  it('names sidebars and tabs as the slugs do', () => {
    for (const variant of [...CARDED_VARIANTS, ...SIMPLE_VARIANTS]) {
      const expectedSide = variant.slug.startsWith('left')
        ? 'start'
        : variant.slug.startsWith('right')
          ? 'end'
          : undefined;
      expect(variant.sidebar, variant.slug).toBe(expectedSide);
      expect(variant.tabbed, variant.slug).toBe(variant.slug.includes('tabbed'));
    }
  });

  it('finds a variant by family and slug, and nothing for unknown ones', () => {
    expect(findVariant('carded', 'left-sidebar-2')?.sidebarVariant).toBe('outer');
    expect(findVariant('simple', 'right-sidebar-3')?.sidebarVariant).toBe('floating');
    expect(findVariant('simple', 'full-width-tabbed')).toBeUndefined();
    expect(findVariant('boxed', 'full-width')).toBeUndefined();
  });

  it('writes the usage code for the scaffold, sidebar and tabs of the variant', () => {
    const outerTabbed = usageSnippet(findVariant('carded', 'right-sidebar-2-tabbed')!);
    expect(outerTabbed).toContain('<PageCarded');
    expect(outerTabbed).toContain('sidebarVariant="outer"');
    expect(outerTabbed).toContain('endSidebar={<MySectionsList />}');
    expect(outerTabbed).toContain('<PageSidebarToggle side="end"');
    expect(outerTabbed).toContain('<Tabs value={tab}');

    const plain = usageSnippet(findVariant('simple', 'full-width')!);
    expect(plain).toContain('<PageSimple');
    expect(plain).not.toMatch(/Sidebar|Tabs/);
    expect(usageSnippet(findVariant('carded', 'full-width-2')!)).toContain(
      'headerPlacement="card"',
    );
  });

  it('describes where the sidebar sits, naming its edge', () => {
    const lines = describeVariant(findVariant('simple', 'left-sidebar-2')!, pageLayoutsEn);
    expect(lines).toContain(
      'The sidebar runs the full height of the page at its start edge (left in English, right in Arabic), the header beside it.',
    );
    expect(describeVariant(findVariant('carded', 'full-width')!, pageLayoutsEn)).toContain(
      pageLayoutsEn.sidebar.none,
    );
  });
});
