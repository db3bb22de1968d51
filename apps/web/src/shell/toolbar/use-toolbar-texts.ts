import { useTextGroup } from '../../lib/use-translation.ts';
import type { ToolbarTexts } from './locales/en.ts';

/** The toolbar's texts in the current language (loaded with the rest of the language's texts). */
export function useToolbarTexts(): ToolbarTexts {
  return useTextGroup('toolbar');
}
