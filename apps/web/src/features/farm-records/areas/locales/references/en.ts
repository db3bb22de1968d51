/** The words of the references' choices (batches, balances, sales, salaries). */
export type ReferenceTexts = {
  batch: string;
  left: string;
  expires: string;
  expired: string;
  owes: string;
  owed: string;
  settled: string;
  saleLabel: string;
  saleDue: string;
  salary: string;
  houseCapacity: string;
  houseHolds: string;
  programmeItems: string;
};

export const referencesEn: ReferenceTexts = {
  batch: 'batch {{batch}}',
  left: '{{quantity}} {{unit}} left',
  expires: 'expires {{date}}',
  expired: 'expired {{date}}',
  owes: 'owes {{amount}}',
  owed: 'we owe {{amount}}',
  settled: 'settled',
  saleLabel: '{{date}} · {{item}} · {{invoice}}',
  saleDue: '{{balance}} still due of {{total}}',
  salary: '{{farm}} · {{salary}} a month',
  houseCapacity: 'room for {{birds}} birds',
  houseHolds: 'holds {{flock}}',
  programmeItems: '{{count}} items',
};
