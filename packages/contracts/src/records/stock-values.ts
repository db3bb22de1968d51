/** The choices of the stock records. No zod here: the web app's lists import it. */

export const DEFAULT_BAG_WEIGHT_KG = '50';

export const FEED_TYPES = [
  'pre-starter',
  'starter',
  'grower',
  'finisher',
  'layer',
  'other',
] as const;

export const MEDICINE_KINDS = [
  'vaccine',
  'antibiotic',
  'vitamin',
  'disinfectant',
  'other',
] as const;

export const MEDICINE_UNITS = ['ml', 'g', 'dose', 'tablet', 'bottle'] as const;

export const MEDICINE_PURPOSES = ['vaccination', 'treatment', 'prevention'] as const;

export const MEDICINE_METHODS = ['water', 'feed', 'injection', 'eye drop', 'spray'] as const;

export const DIESEL_PURPOSES = ['generator', 'vehicle', 'heater', 'other'] as const;

export const WOOD_UNITS = ['kg', 'load'] as const;

export const WOOD_PURPOSES = ['brooding heat', 'litter', 'other'] as const;
