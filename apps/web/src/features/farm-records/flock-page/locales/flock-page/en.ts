export type FlockPageTexts = {
  title: string;
  back: string;
  edit: string;
  add: string;
  /** The phone's quick-add, above the figures: opens a menu of the kinds of record. */
  quickAdd: string;
  placedOn: string;
  ageDays: string;
  ageOfTarget: string;
  placed: string;
  placedDetail: string;
  alive: string;
  aliveDetail: string;
  deaths: string;
  deathsDetail: string;
  mortality: string;
  mortalityDetail: string;
  latestWeight: string;
  latestWeightDetail: string;
  noWeighing: string;
  gram: string;
  withdrawal: string;
  withdrawalMeat: string;
  withdrawalEggs: string;
  closedOn: string;
  closedNotice: string;
  figures: string;
  records: string;
  tabDeaths: string;
  tabWeighings: string;
  tabEggs: string;
  tabReadings: string;
  tabFeed: string;
  tabMedicine: string;
  tabDiesel: string;
  tabWood: string;
  notFound: string;
};

/** The flock page's own words. */
export const flockPageEn: FlockPageTexts = {
  title: 'Flock',
  back: 'All flocks',
  edit: 'Edit flock',
  add: 'Add',
  quickAdd: 'Add record',
  placedOn: 'Placed {{date}}',
  ageDays: 'Age',
  ageOfTarget: 'days of {{target}}',
  placed: 'Placed',
  placedDetail: '{{paid}} paid + {{free}} free',
  alive: 'Birds alive',
  aliveDetail: '{{sold}} sold',
  deaths: 'Deaths',
  deathsDetail: 'since placement',
  mortality: 'Mortality',
  mortalityDetail: 'livability {{livability}}',
  latestWeight: 'Latest average weight',
  latestWeightDetail: '{{date}} · day {{age}}',
  noWeighing: 'Not weighed yet',
  gram: 'g',
  withdrawal: 'Medicine withdrawal',
  withdrawalMeat: 'Meat until {{date}}',
  withdrawalEggs: 'Eggs until {{date}}',
  closedOn: 'Closed {{date}}',
  closedNotice: 'This flock is closed: its records can be read but not changed.',
  figures: 'Flock figures',
  records: 'Flock records',
  tabDeaths: 'Deaths',
  tabWeighings: 'Weighings',
  tabEggs: 'Egg collections',
  tabReadings: 'House readings',
  tabFeed: 'Feed',
  tabMedicine: 'Medicine',
  tabDiesel: 'Diesel',
  tabWood: 'Wood',
  notFound: 'This flock does not exist.',
};
