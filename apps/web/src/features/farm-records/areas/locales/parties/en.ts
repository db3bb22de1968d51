import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const partiesEn = {
  title: 'Customers & suppliers',
  singular: 'Customer or supplier',
  newTitle: 'New customer or supplier',
  subtitle: 'Who buys from the farms and who supplies them, with their balances',
  empty: 'No customers or suppliers yet.',
  fields: {
    name: 'Name',
    kind: 'Kind',
    phone: 'Phone',
    address: 'Address',
    openingBalance: 'Opening balance',
    balance: 'Balance',
    notes: 'Notes',
  },
  options: { kind: moneyOptionsEn.partyKind },
  hints: {
    openingBalance: 'What they owed when records began; negative when the farm owed them',
  },
} satisfies AreaTexts;

/** The parties area's words: Turkish and Arabic give the same ones. */
export type PartiesTexts = typeof partiesEn;
