import type { FlockOptionTexts } from './en.ts';

export const flockOptionsAr: FlockOptionTexts = {
  status: { active: 'نشط', closed: 'مغلق' },
  type: { broiler: 'لاحم', layer: 'بيّاض', breeder: 'أمهات' },
  breed: { other: 'أخرى' },
};
