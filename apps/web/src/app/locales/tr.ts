import { navigationTr } from '../../shell/navigation/locales/tr.ts';
import { settingsPanelTr } from '../../shell/settings/locales/tr.ts';
import { shellTr } from '../../shell/locales/tr.ts';
import { toolbarTr } from '../../shell/toolbar/locales/tr.ts';
import { recordsTr } from '../../records/locales/tr.ts';
import type { Translation } from './en.ts';

export const tr: Translation = {
  ...navigationTr,
  ...settingsPanelTr,
  ...shellTr,
  ...recordsTr,
  ...toolbarTr,
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'Yükleniyor...',
    retry: 'Tekrar dene',
    refresh: 'Yenile',
  },
  language: {
    label: 'Dil',
  },
  home: {
    tagline: 'Kümesleriniz için yönetim paneli: sürüler, yem, sağlık ve satışlar tek bir yerde.',
    welcome: 'Tekrar hoş geldiniz, {{name}}',
    server: {
      title: 'Sunucu',
      subtitle: 'Flockbook API’sinin anlık durumu',
      status: 'Durum',
      statusOk: 'Çalışıyor',
      statusDegraded: 'Sorunlu',
      version: 'Sürüm',
      database: 'Veritabanı',
      databaseReachable: 'Erişilebilir',
      databaseUnreachable: 'Erişilemiyor',
      driver: 'Veritabanı sürücüsü',
      latency: 'Veritabanı yanıtı',
      latencyValue: '{{value}} ms',
      uptime: 'Çalışma süresi',
    },
    help: {
      title: 'Yardım',
      subtitle: 'Sıkça sorulan sorular',
      empty: 'Henüz soru yok.',
    },
  },
  auth: {
    session: {
      tokenExpired: 'access_token süresi doldu',
      tokenLoginFailed: 'Token ile giriş yapılamadı.',
      invalidToken: 'Geçersiz access_token',
    },
    header: {
      logout: 'Çıkış yap',
    },
    guard: {
      forbiddenTitle: 'Erişim yok',
      forbiddenBody: 'Rolünüz bu sayfayı açmanıza izin vermiyor.',
    },
    fields: {
      email: 'E-posta',
      password: 'Parola',
      displayName: 'Görünen ad',
      passwordConfirm: 'Parola (Tekrar)',
      newPassword: 'Yeni parola',
      newPasswordConfirm: 'Yeni parola (Tekrar)',
      showPassword: 'Parolayı göster',
      hidePassword: 'Parolayı gizle',
    },
    messages: {
      minLength: 'En az 4 karakter girilmeli',
      emailInUse: 'Bu e-posta zaten kullanılıyor',
      enterDisplayName: 'Görünen adı girin',
      invalidEmail: 'Lütfen geçerli bir e-posta girin',
      passwordTooShort: 'Parola en az 8 karakter olmalı',
      passwordsDoNotMatch: 'Parolalar eşleşmiyor',
      checkEmail: 'Kullanıcı adınızı/e-postanızı kontrol edin',
      checkPassword: 'Parolanızı kontrol edin',
      invalidAccessToken: 'Geçersiz erişim anahtarı algılandı',
      accountDisabled: 'Bu hesap devre dışı',
      signupClosed: 'Kayıt kapalı. Hesap için bir yöneticiye başvurun.',
      resetLinkInvalid:
        'Bu sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyin.',
      resetEmailSent: 'Parola sıfırlama e-postası başarıyla gönderildi',
      hostedEmailInUse:
        'Bu e-postayla bir hesap zaten var. Bunun yerine o hesabın e-postası ve parolasıyla giriş yapın.',
      hostedEmailMissing:
        'Giriş hizmetiniz bir e-posta adresi paylaşmadı. E-postanıza erişime izin verip tekrar deneyin.',
      credentialsInAddress:
        'Kimlik bilgilerini adreste değil, istek gövdesinde veya Authorization başlığında gönderin.',
      setupLinkInvalid:
        'Bu kurulum bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Yenisi için sunucuyu yeniden başlatın.',
      alreadySetUp: 'Flockbook zaten kurulu. Hesabınızla giriş yapın.',
    },
    login: {
      title: 'Hesabınıza giriş yapın',
      tab: 'Firebase',
      submit: 'Giriş yap',
      forgotPassword: 'Parolanızı mı unuttunuz?',
      noAccount: 'Hesabınız yok mu?',
      register: 'Kayıt ol',
      backToDashboard: 'Panele dön',
      demoTitle: 'Deneme hesapları',
      demoHint: 'Formu doldurmak için bir hesap seçin.',
    },
    register: {
      title: 'Hesap oluşturun',
      submit: 'Kayıt ol',
      haveAccount: 'Zaten hesabınız var mı?',
      login: 'Giriş yap',
    },
    forgotPassword: {
      title: 'Parolanızı mı unuttunuz?',
      intro: 'E-postanızı girin, parolanızı sıfırlamanız için size bir bağlantı gönderelim.',
      submit: 'SIFIRLAMA BAĞLANTISI GÖNDER',
      backToLogin: 'Girişe geri dön',
    },
    resetPassword: {
      title: 'Parolanızı sıfırlayın',
      intro: 'En az 8 karakterden oluşan yeni bir parola seçin.',
      submit: 'Parolayı sıfırla',
      done: 'Parolanız değiştirildi. Yeni parolanızla giriş yapın.',
      goToLogin: 'Girişe git',
      requestNew: 'Yeni bağlantı iste',
    },
    setup: {
      title: 'Flockbook kurulumu',
      intro: 'Bu kurulumun ilk yönetici hesabını oluşturun.',
      submit: 'Yönetici hesabını oluştur',
      goToLogin: 'Girişe git',
      linkHelp:
        'Yeni bir adres için sunucuyu yeniden başlatın ya da yöneticiyi bir kabuktan npm run create-admin ile oluşturun.',
    },
    callback: {
      loggingIn: 'Auth0 ile giriş yapılıyor',
      loggedIn: 'Auth0 ile giriş yapıldı',
    },
    hosted: {
      or: 'veya',
      signInWithAuth0: 'Auth0 ile giriş yap',
      loggingInFirebase: 'Firebase ile giriş yapılıyor',
      loggedInFirebase: 'Firebase ile giriş yapıldı',
      signInFailed: 'Giriş yapılamadı',
      errors: {
        notConfigured: 'Bu giriş hizmeti burada kurulu değil.',
        unreachable: 'Giriş hizmetine ulaşılamıyor. Daha sonra tekrar deneyin.',
        authorizationFailed: 'Giriş hizmeti girişe izin vermedi.',
        incompleteAnswer: 'Giriş hizmetinin yanıtı eksik. Yeniden giriş yapın.',
        stateMismatch: 'Bu giriş bu tarayıcı sekmesinde başlatılmadı. Yeniden giriş yapın.',
        invalidIdToken: 'Bu girişin kimliği doğrulanamadı. Yeniden giriş yapın.',
        cannotRetrieveUserData: 'Kullanıcı verileri alınamıyor',
        cannotSaveUserData: 'Kullanıcı verileri kaydedilemiyor',
      },
    },
    firebase: {
      errors: {
        operationNotAllowed: 'E-posta ve parola ile giriş etkin değil',
        weakPassword: 'Bu parola çok zayıf: en az 6 karakter kullanın',
        invalidApiKey: 'Firebase API anahtarı geçerli değil',
        tooManyRequests: 'Çok fazla deneme yapıldı. Biraz bekleyip tekrar deneyin.',
      },
    },
    roleExamples: {
      adminTitle: 'Yönetici rolü örneği',
      adminBody: 'Bu sayfayı yalnızca yönetici rolündeki kullanıcılar görebilir.',
      staffTitle: 'Personel rolü örneği',
      staffBody: 'Bu sayfayı yönetici veya personel rolündeki kullanıcılar görebilir.',
      guestTitle: 'Misafir rolü örneği',
      guestBody: 'Bu sayfayı yalnızca misafirler, yani giriş yapmamış kişiler görebilir.',
      yourRole: 'Rolünüz: {{role}}',
      noRole: 'yok (misafir)',
    },
  },
  errors: {
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
    generic: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    unexpectedTitle: 'Bir şeyler ters gitti',
    unexpectedBody:
      'Beklenmeyen bir hata bu sayfayı durdurdu. Sayfayı yenilemek genellikle işe yarar.',
    reload: 'Sayfayı yenile',
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundBody: 'Aradığınız sayfa mevcut değil ya da taşınmış.',
    backHome: 'Ana sayfaya dön',
  },
};
