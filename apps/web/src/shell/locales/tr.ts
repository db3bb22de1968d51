import type { ShellTranslation } from './en.ts';

export const shellTr: ShellTranslation = {
  shell: {
    messages: {
      close: 'Kapat',
      userDataSaved: 'Kullanıcı verileri api ile kaydedildi',
    },
    navbar: {
      label: 'Ana gezinme',
      fold: 'Menüyü daralt',
      unfold: 'Menüyü açık tut',
      open: 'Menüyü aç',
      close: 'Menüyü kapat',
      guest: 'Misafir',
      guestHint: 'Oturum açılmadı',
      more: 'Diğer',
    },
    footer: {
      purchase: 'Flockbook satın al',
      purchaseShort: 'Satın al',
      builtWith: 'Kullanılan teknolojiler',
      rights: '© {{year}} Flockbook',
    },
  },
};
