/** The choices of flocks and their daily records. No zod here: the web app's lists import it. */

export const FLOCK_TYPES = ['broiler', 'layer', 'breeder'] as const;

export const BREEDS = ['Ross 308', 'Cobb 500', 'Hubbard', 'Lohmann Brown', 'other'] as const;

export const FLOCK_STATUSES = ['active', 'closed'] as const;

export const DEATH_CAUSES = [
  'disease',
  'heat stress',
  'cold',
  'crushing',
  'predator',
  'culled',
  'unknown',
  'other',
] as const;
