import type { ShellTranslation } from './en.ts';

export const shellTr: ShellTranslation = {
  shell: {
    skipToContent: 'İçeriğe geç',
    messages: {
      close: 'Kapat',
      userDataSaved: 'Kullanıcı verileri api ile kaydedildi',
      userDataSavedFirebase: "Kullanıcı verileri Firebase'e kaydedildi",
      userDataSavedAuth0: "Kullanıcı verileri Auth0'a kaydedildi",
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
