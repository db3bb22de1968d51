import type { InvitationTexts } from './en.ts';

export const invitationTr: InvitationTexts = {
  title: 'Flockbook’a katılın',
  intro: '{{email}} ile {{role}} olarak davet edildiniz. Adınızı ve parolanızı seçin.',
  checking: 'Davet denetleniyor…',
  submit: 'Hesabımı oluştur',
  expired: 'Bu davetin süresi doldu. Bir yöneticiden yenisini isteyin.',
  goToLogin: 'Oturum açmaya git',
  missing: 'Bu davet geçersiz veya zaten kullanılmış. Yenisini isteyin.',
  roles: { admin: 'yönetici', staff: 'personel', user: 'kullanıcı' },
};
