import { useTexts } from '../../../records/area-texts.ts';
import { knowledgeBaseAr } from './ar.ts';
import { knowledgeBaseEn } from './en.ts';
import type { KnowledgeBaseTexts } from './en.ts';
import { knowledgeBaseTr } from './tr.ts';

/** The knowledge base's words in the current language. */
export function useKnowledgeBaseTexts(): KnowledgeBaseTexts {
  return useTexts({ en: knowledgeBaseEn, tr: knowledgeBaseTr, ar: knowledgeBaseAr });
}
