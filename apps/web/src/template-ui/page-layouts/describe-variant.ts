import { fillText } from '../../records/area-texts.ts';
import type { PageLayoutsTexts } from './locales/en.ts';
import type { PageLayoutVariant } from './page-layout-variants.ts';

/** The sentences that explain how a variant lays its parts out, in the given language. */
export function describeVariant(variant: PageLayoutVariant, texts: PageLayoutsTexts): string[] {
  const lines = [texts.intro[variant.family]];
  if (variant.family === 'carded') lines.push(texts.header[variant.headerPlacement]);
  if (variant.sidebar) {
    const edge = texts.sidebar.edge[variant.sidebar];
    const placement =
      variant.family === 'carded'
        ? texts.sidebar.carded[variant.sidebarVariant === 'outer' ? 'outer' : 'inner']
        : texts.sidebar.simple[variant.sidebarVariant];
    lines.push(fillText(placement, { edge }), texts.sidebar.responsive);
  } else {
    lines.push(texts.sidebar.none);
  }
  if (variant.tabbed) lines.push(texts.tabsNote);
  return lines;
}
