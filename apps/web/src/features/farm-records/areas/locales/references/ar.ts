import type { ReferenceTexts } from './en.ts';

export const referencesAr: ReferenceTexts = {
  batch: 'التشغيلة {{batch}}',
  left: 'المتبقي {{quantity}} {{unit}}',
  expires: 'ينتهي {{date}}',
  expired: 'انتهى {{date}}',
  owes: 'مدين بـ {{amount}}',
  owed: 'ندين له بـ {{amount}}',
  settled: 'مسدد',
  saleLabel: '{{date}} · {{item}} · {{invoice}}',
  saleDue: 'المستحق {{balance}} من {{total}}',
  salary: '{{farm}} · {{salary}} شهريًا',
  houseCapacity: 'تتسع لـ {{birds}} طائر',
  houseHolds: 'يسكنها {{flock}}',
  programmeItems: '{{count}} بنود',
};
