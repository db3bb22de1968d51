import type { FlockOptionTexts } from './en.ts';

export const flockOptionsTr: FlockOptionTexts = {
  status: { active: 'Aktif', closed: 'Kapalı' },
  type: { broiler: 'Etlik', layer: 'Yumurtacı', breeder: 'Damızlık' },
  breed: { other: 'Diğer' },
};
