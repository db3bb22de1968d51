import type { TextsByLanguage } from '../../../records/area-texts.ts';

type FlockOptions = Record<'status' | 'type' | 'breed', Record<string, string>>;

/** The words for a flock's status, type and breed (breed names stay as they are, but 'other'). */
export const flockOptionTexts: TextsByLanguage<FlockOptions> = {
  en: {
    status: { active: 'Active', closed: 'Closed' },
    type: { broiler: 'Broiler', layer: 'Layer', breeder: 'Breeder' },
    breed: { other: 'Other' },
  },
  tr: {
    status: { active: 'Aktif', closed: 'Kapalı' },
    type: { broiler: 'Etlik', layer: 'Yumurtacı', breeder: 'Damızlık' },
    breed: { other: 'Diğer' },
  },
  ar: {
    status: { active: 'نشط', closed: 'مغلق' },
    type: { broiler: 'لاحم', layer: 'بيّاض', breeder: 'أمهات' },
    breed: { other: 'أخرى' },
  },
};
