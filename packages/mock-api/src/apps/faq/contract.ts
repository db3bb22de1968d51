import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the FAQ call (section 7). */
export const faqPaths = { faq: MOCK_APP_PREFIXES.faq } as const;

/** One question and its answer on the help page. */
export const faqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Answer of `GET /api/faq`. */
export const faqItemsSchema = z.array(faqItemSchema);
