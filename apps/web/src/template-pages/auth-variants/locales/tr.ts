import type { AuthVariantsTexts } from './en.ts';

export const authVariantsTr: AuthVariantsTexts = {
  aside: {
    login: {
      title: 'Her sürü, her gün, tek bir yerde',
      text: 'Ölümleri, tartımları, yemi ve satışları kaydedin; her sürünün gerçekte ne kazandırdığını görün.',
    },
    register: {
      title: 'Çiftlik kayıtlarınıza dakikalar içinde başlayın',
      text: 'Sürüleriniz, stokunuz, personeliniz ve paranız için tek hesap, üç dilde.',
    },
    reset: {
      title: 'Birazdan çiftliğinize dönüyorsunuz',
      text: 'Yeni bir şifre seçin ve kaldığınız yerden devam edin.',
    },
  },
  signedIn: {
    login: '{{name}} olarak oturum açtınız. Burada giriş yapmak, girdiğiniz hesaba geçirir.',
    register:
      '{{name}} olarak oturum açtınız. Burada kayıt olmak yeni bir hesap açar ve ona geçirir.',
    signOut: 'Oturumu kapat',
  },
  forgot: {
    whereDidItGo: 'E-postanın nereye gittiğini görün',
  },
  reset: {
    explained:
      'Hiçbir şey değişmedi: menüden açılan bu sayfa formu yalnızca gösterir. Gerçek bir sıfırlama, “Parolanızı mı unuttunuz?” sayfasının gönderdiği e-postadaki bağlantıyla başlar; bağlantı bu formu hesabınız için açar.',
    requestLink: 'Sıfırlama bağlantısı iste',
  },
  lock: {
    title: 'Oturumunuz kilitli',
    subtitle: '{{name}} olarak devam etmek için şifrenizi girin.',
    unlock: 'Kilidi aç',
    notYou: 'Siz değil misiniz? Oturumu kapatın',
    guestTitle: 'Açılacak oturum yok',
    guestBody:
      'Oturum açmadınız, bu yüzden burada açılacak bir kilit yok. Oturum başlatmak için giriş yapın.',
    goToLogin: 'Girişe git',
  },
  mailConfirm: {
    title: 'Gelen kutunuza bakın',
    sentTo:
      '{{email}} adresine bir e-posta gönderdik. Devam etmek için içindeki bağlantıyı izleyin.',
    sentNoAddress:
      'Verdiğiniz adrese bir e-posta gönderdik. Devam etmek için içindeki bağlantıyı izleyin.',
    hint: 'Gelmedi mi? Spam klasörünüze bakın ya da yeniden isteyin.',
    backToLogin: 'Girişe dön',
  },
};
