import { useTexts } from '../../../../records/area-texts.ts';
import { invitationAr } from './ar.ts';
import { invitationEn } from './en.ts';
import type { InvitationTexts } from './en.ts';
import { invitationTr } from './tr.ts';

/** The invitation page's words, in the current language. */
export function useInvitationTexts(): InvitationTexts {
  return useTexts({ en: invitationEn, tr: invitationTr, ar: invitationAr });
}
