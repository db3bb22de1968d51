import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { faqPaths } from './contract.ts';
import type { FaqItem } from './contract.ts';
import { faqItems } from './sample-data.ts';

export function createHandlers(items: FaqItem[] = structuredClone(faqItems)): HttpHandler[] {
  return [getCall(faqPaths.faq, noQuery, () => items)];
}
