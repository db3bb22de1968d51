export type FlockChartTexts = {
  charts: string;
  mortality: string;
  mortalitySeries: string;
  weight: string;
  weightActual: string;
  weightTarget: string;
  feed: string;
  feedActual: string;
  feedTarget: string;
  eggs: string;
  eggsSeries: string;
  money: string;
  cost: string;
  revenue: string;
  ageAxis: string;
  noCurve: string;
  loadFailed: string;
};

/** Words of the flock page's charts. */
export const flockChartEn: FlockChartTexts = {
  charts: 'Flock charts',
  mortality: 'Daily mortality',
  mortalitySeries: 'Deaths, % of birds alive',
  weight: 'Weight against the breed curve',
  weightActual: 'Average weight (g)',
  weightTarget: '{{curve}} target (g)',
  feed: 'Feed per bird per day',
  feedActual: 'Feed (g per bird)',
  feedTarget: '{{curve}} intake (g)',
  eggs: 'Eggs per day',
  eggsSeries: 'Eggs',
  money: 'Cumulative cost and revenue',
  cost: 'Cost',
  revenue: 'Revenue',
  ageAxis: 'Age (days)',
  noCurve: 'No breed curve for this breed',
  loadFailed: 'The flock’s daily figures could not be loaded.',
};
