import type { NoFarmTexts } from './en.ts';

export const noFarmTr: NoFarmTexts = {
  title: 'Henüz çiftliğiniz yok',
  body: 'Çiftliklere erişimi bir yönetici verir. Verdiğinde çiftliklerinizin sürüleri ve kayıtları burada görünür.',
  checkAgain: 'Yeniden bak',
};
