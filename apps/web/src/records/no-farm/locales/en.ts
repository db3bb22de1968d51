/** What a staff member without a farm sees on the farm screens. */
export type NoFarmTexts = {
  title: string;
  body: string;
  checkAgain: string;
};

export const noFarmEn: NoFarmTexts = {
  title: 'No farm yet',
  body: 'An administrator gives you access to farms. Once they do, your farms’ flocks and records appear here.',
  checkAgain: 'Check again',
};
