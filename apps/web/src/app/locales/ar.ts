import { navigationAr } from '../../shell/navigation/locales/ar.ts';
import { settingsPanelAr } from '../../shell/settings/locales/ar.ts';
import { shellAr } from '../../shell/locales/ar.ts';
import { toolbarAr } from '../../shell/toolbar/locales/ar.ts';
import { recordsAr } from '../../records/locales/ar.ts';
import type { Translation } from './en.ts';

export const ar: Translation = {
  ...navigationAr,
  ...settingsPanelAr,
  ...shellAr,
  ...recordsAr,
  ...toolbarAr,
  app: {
    name: 'Flockbook',
  },
  common: {
    loading: 'جارٍ التحميل...',
    retry: 'حاول مرة أخرى',
    refresh: 'تحديث',
  },
  language: {
    label: 'اللغة',
  },
  home: {
    tagline: 'لوحة الإدارة لمزارع الدواجن: القطعان والأعلاف والصحة والمبيعات في مكان واحد.',
    welcome: 'مرحبًا بعودتك، {{name}}',
    server: {
      title: 'الخادم',
      subtitle: 'الحالة المباشرة لواجهة Flockbook البرمجية',
      status: 'الحالة',
      statusOk: 'يعمل',
      statusDegraded: 'متعثر',
      version: 'الإصدار',
      database: 'قاعدة البيانات',
      databaseReachable: 'متاحة',
      databaseUnreachable: 'غير متاحة',
      driver: 'مشغّل قاعدة البيانات',
      latency: 'زمن استجابة قاعدة البيانات',
      latencyValue: '{{value}} ملّي ثانية',
      uptime: 'مدة التشغيل',
    },
    help: {
      title: 'المساعدة',
      subtitle: 'الأسئلة الشائعة',
      empty: 'لا توجد أسئلة بعد.',
    },
  },
  auth: {
    session: {
      tokenExpired: 'انتهت صلاحية access_token',
      tokenLoginFailed: 'تعذّر تسجيل الدخول باستخدام الرمز.',
      invalidToken: 'access_token غير صالح',
    },
    header: {
      logout: 'تسجيل الخروج',
    },
    guard: {
      forbiddenTitle: 'لا يوجد وصول',
      forbiddenBody: 'لا يسمح لك دورك بفتح هذه الصفحة.',
    },
    fields: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      displayName: 'الاسم المعروض',
      passwordConfirm: 'كلمة المرور (تأكيد)',
      newPassword: 'كلمة المرور الجديدة',
      newPasswordConfirm: 'كلمة المرور الجديدة (تأكيد)',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
    },
    messages: {
      minLength: 'الحد الأدنى لعدد الأحرف هو 4',
      emailInUse: 'البريد الإلكتروني مستخدم بالفعل',
      enterDisplayName: 'أدخل الاسم المعروض',
      invalidEmail: 'يرجى إدخال بريد إلكتروني صالح',
      passwordTooShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
      passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
      checkEmail: 'تحقق من اسم المستخدم أو البريد الإلكتروني',
      checkPassword: 'تحقق من كلمة المرور',
      invalidAccessToken: 'تم اكتشاف رمز وصول غير صالح',
      accountDisabled: 'هذا الحساب معطّل',
      signupClosed: 'التسجيل مغلق. اطلب حسابًا من أحد المسؤولين.',
      resetLinkInvalid: 'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
      resetEmailSent: 'تم إرسال بريد إعادة تعيين كلمة المرور بنجاح',
      hostedEmailInUse:
        'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول ببريده الإلكتروني وكلمة مروره بدلًا من ذلك.',
      hostedEmailMissing:
        'لم تشارك خدمة تسجيل الدخول أي عنوان بريد إلكتروني. اسمح بالوصول إلى بريدك الإلكتروني وحاول مرة أخرى.',
      credentialsInAddress:
        'أرسل بيانات الاعتماد في نص الطلب أو في ترويسة Authorization، وليس في العنوان أبدًا.',
      setupLinkInvalid:
        'رابط الإعداد هذا غير صالح أو مستخدم أو منتهي الصلاحية. أعد تشغيل الخادم للحصول على رابط جديد.',
      alreadySetUp: 'تم إعداد Flockbook بالفعل. سجّل الدخول بحسابك.',
    },
    login: {
      title: 'سجّل الدخول إلى حسابك',
      tab: 'Firebase',
      submit: 'تسجيل الدخول',
      forgotPassword: 'نسيت كلمة المرور؟',
      noAccount: 'ليس لديك حساب؟',
      register: 'إنشاء حساب',
      backToDashboard: 'العودة إلى لوحة التحكم',
      demoTitle: 'حسابات تجريبية',
      demoHint: 'اختر حسابًا لملء النموذج.',
    },
    register: {
      title: 'أنشئ حسابًا',
      submit: 'إنشاء حساب',
      haveAccount: 'لديك حساب بالفعل؟',
      login: 'تسجيل الدخول',
    },
    forgotPassword: {
      title: 'نسيت كلمة المرور؟',
      intro: 'أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.',
      submit: 'إرسال رابط إعادة التعيين',
      backToLogin: 'العودة إلى تسجيل الدخول',
    },
    resetPassword: {
      title: 'إعادة تعيين كلمة المرور',
      intro: 'اختر كلمة مرور جديدة لا تقل عن 8 أحرف.',
      submit: 'إعادة تعيين كلمة المرور',
      done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
      goToLogin: 'الذهاب إلى تسجيل الدخول',
      requestNew: 'اطلب رابطًا جديدًا',
    },
    setup: {
      title: 'إعداد Flockbook',
      intro: 'أنشئ أول حساب مسؤول لهذا التثبيت.',
      submit: 'إنشاء حساب المسؤول',
      goToLogin: 'الذهاب إلى تسجيل الدخول',
      linkHelp:
        'أعد تشغيل الخادم للحصول على عنوان جديد، أو أنشئ المسؤول من سطر الأوامر باستخدام npm run create-admin.',
    },
    callback: {
      loggingIn: 'جارٍ تسجيل الدخول عبر Auth0',
      loggedIn: 'تم تسجيل الدخول عبر Auth0',
    },
    hosted: {
      or: 'أو',
      signInWithAuth0: 'تسجيل الدخول عبر Auth0',
      loggingInFirebase: 'جارٍ تسجيل الدخول عبر Firebase',
      loggedInFirebase: 'تم تسجيل الدخول عبر Firebase',
      signInFailed: 'تعذّر تسجيل الدخول',
      errors: {
        notConfigured: 'خدمة تسجيل الدخول هذه غير مُعدّة هنا.',
        unreachable: 'يتعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى لاحقًا.',
        authorizationFailed: 'لم تأذن خدمة تسجيل الدخول بتسجيل الدخول.',
        incompleteAnswer: 'ردّ خدمة تسجيل الدخول غير مكتمل. سجّل الدخول مرة أخرى.',
        stateMismatch: 'لم يبدأ تسجيل الدخول هذا في علامة التبويب هذه. سجّل الدخول مرة أخرى.',
        invalidIdToken: 'تعذّر التحقق من هوية تسجيل الدخول هذا. سجّل الدخول مرة أخرى.',
        cannotRetrieveUserData: 'تعذّر استرداد بيانات المستخدم',
        cannotSaveUserData: 'تعذّر حفظ بيانات المستخدم',
      },
    },
    firebase: {
      errors: {
        operationNotAllowed: 'تسجيل الدخول بالبريد الإلكتروني وكلمة المرور غير مُفعّل',
        weakPassword: 'كلمة المرور هذه ضعيفة جدًا: استخدم 6 أحرف على الأقل',
        invalidApiKey: 'مفتاح Firebase API غير صالح',
        tooManyRequests: 'محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.',
      },
    },
    roleExamples: {
      adminTitle: 'مثال على دور المسؤول',
      adminBody: 'لا يرى هذه الصفحة إلا المستخدمون الذين لديهم دور المسؤول.',
      staffTitle: 'مثال على دور الموظف',
      staffBody: 'يرى هذه الصفحة المستخدمون الذين لديهم دور المسؤول أو الموظف.',
      guestTitle: 'مثال على دور الزائر',
      guestBody: 'لا يرى هذه الصفحة إلا الزوار، أي من لم يسجّلوا الدخول.',
      yourRole: 'دورك: {{role}}',
      noRole: 'لا يوجد (زائر)',
    },
  },
  errors: {
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك ثم حاول مرة أخرى.',
    generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    unexpectedTitle: 'حدث خطأ ما',
    unexpectedBody: 'أوقف خطأ غير متوقع هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة.',
    reload: 'إعادة تحميل الصفحة',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
};
