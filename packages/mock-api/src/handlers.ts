import { http, HttpResponse } from 'msw';
import { faqItems } from './sample-data/faq.ts';
import type { FaqItem } from './index.ts';

/** Request handlers of the in-browser mock; each answers immediately with status 200. */
export const handlers = [http.get('*/api/faq', () => HttpResponse.json<FaqItem[]>(faqItems))];
