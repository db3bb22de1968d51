import type { ReferenceTexts } from './en.ts';

export const referencesTr: ReferenceTexts = {
  batch: 'parti {{batch}}',
  left: '{{quantity}} {{unit}} kaldı',
  expires: 'son kullanma {{date}}',
  expired: '{{date}} tarihinde süresi doldu',
  owes: 'borcu {{amount}}',
  owed: 'borcumuz {{amount}}',
  settled: 'hesap kapalı',
  saleLabel: '{{date}} · {{item}} · {{invoice}}',
  saleDue: '{{total}} tutarın {{balance}} kadarı ödenmedi',
  salary: '{{farm}} · aylık {{salary}}',
  houseCapacity: '{{birds}} hayvanlık',
  houseHolds: 'içinde {{flock}}',
  programmeItems: '{{count}} madde',
};
