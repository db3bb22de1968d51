import type { AppSettings } from '@flockbook/contracts';
import type { TextsByLanguage } from '../../records/area-texts.ts';

type SettingName = keyof AppSettings;

export type FarmSettingsTexts = {
  title: string;
  subtitle: string;
  alerts: string;
  alertsDetail: string;
  records: string;
  recordsDetail: string;
  fields: Record<SettingName, string>;
  hints: Record<SettingName, string>;
  units: Partial<Record<SettingName, string>>;
  /** The allowed range under a number, e.g. 'From 1 to 60'. */
  range: string;
  /** A number out of its range. */
  rangeError: string;
  /** A whole number out of its range (or with decimals). */
  wholeRangeError: string;
  currencyError: string;
  save: string;
  saving: string;
  discard: string;
  restoreDefaults: string;
  saved: string;
  saveFailed: string;
};

/** The farm settings screen's words. */
export const farmSettingsTexts: TextsByLanguage<FarmSettingsTexts> = {
  en: {
    title: 'Farm settings',
    subtitle: 'Alert thresholds and the values every farm shares',
    alerts: 'Alerts',
    alertsDetail: 'When the toolbar’s bell and the farm dashboard raise an alert.',
    records: 'Figures and stock',
    recordsDetail: 'Values used by the flock figures, money amounts and the feed stock.',
    fields: {
      mortalityAlertPercent: 'Daily mortality alert',
      feedAlertDays: 'Feed stock alert',
      medicineExpiryAlertDays: 'Medicine expiry alert',
      weightAlertPercent: 'Weight alert',
      chickWeightKg: 'Chick weight at placement',
      currency: 'Currency',
      allowNegativeFeedStock: 'Allow feed usage beyond the recorded stock',
    },
    hints: {
      mortalityAlertPercent: 'Share of the birds alive that die on each of 2 days running',
      feedAlertDays: 'A farm’s feed lasts fewer days than this',
      medicineExpiryAlertDays: 'Medicine in stock expires within this many days',
      weightAlertPercent: 'Average weight below this share of the breed’s target',
      chickWeightKg: 'Counted in the live weight a flock has produced',
      currency: 'A 3-letter code such as PKR, TRY or USD',
      allowNegativeFeedStock:
        'Usage may be recorded before the purchase; stock can fall below zero',
    },
    units: {
      mortalityAlertPercent: '%',
      feedAlertDays: 'days',
      medicineExpiryAlertDays: 'days',
      weightAlertPercent: '% of curve',
      chickWeightKg: 'kg',
    },
    range: 'from {{min}} to {{max}}',
    rangeError: 'Enter a number from {{min}} to {{max}}',
    wholeRangeError: 'Enter a whole number from {{min}} to {{max}}',
    currencyError: 'Use a 3-letter currency code like PKR',
    save: 'Save',
    saving: 'Saving…',
    discard: 'Discard changes',
    restoreDefaults: 'Restore defaults',
    saved: 'Farm settings saved',
    saveFailed: 'The settings could not be saved',
  },
  tr: {
    title: 'Çiftlik ayarları',
    subtitle: 'Uyarı eşikleri ve tüm çiftliklerin ortak değerleri',
    alerts: 'Uyarılar',
    alertsDetail: 'Araç çubuğundaki zil ve çiftlik panosu ne zaman uyarı verir.',
    records: 'Göstergeler ve stok',
    recordsDetail: 'Sürü göstergelerinde, tutarlarda ve yem stokunda kullanılan değerler.',
    fields: {
      mortalityAlertPercent: 'Günlük ölüm uyarısı',
      feedAlertDays: 'Yem stoku uyarısı',
      medicineExpiryAlertDays: 'İlaç son kullanma uyarısı',
      weightAlertPercent: 'Ağırlık uyarısı',
      chickWeightKg: 'Yerleştirmede civciv ağırlığı',
      currency: 'Para birimi',
      allowNegativeFeedStock: 'Kayıtlı stoktan fazla yem kullanımına izin ver',
    },
    hints: {
      mortalityAlertPercent: 'Art arda 2 günün her birinde ölen canlı hayvan oranı',
      feedAlertDays: 'Bir çiftliğin yemi bundan az gün yetiyor',
      medicineExpiryAlertDays: 'Stoktaki ilacın süresi bu kadar gün içinde doluyor',
      weightAlertPercent: 'Ortalama ağırlık ırk hedefinin bu oranının altında',
      chickWeightKg: 'Sürünün ürettiği canlı ağırlıkta hesaba katılır',
      currency: 'PKR, TRY ya da USD gibi 3 harfli kod',
      allowNegativeFeedStock: 'Kullanım alımdan önce kaydedilebilir; stok sıfırın altına inebilir',
    },
    units: {
      mortalityAlertPercent: '%',
      feedAlertDays: 'gün',
      medicineExpiryAlertDays: 'gün',
      weightAlertPercent: '% eğri',
      chickWeightKg: 'kg',
    },
    range: '{{min}} ile {{max}} arası',
    rangeError: '{{min}} ile {{max}} arasında bir sayı girin',
    wholeRangeError: '{{min}} ile {{max}} arasında bir tam sayı girin',
    currencyError: 'PKR gibi 3 harfli bir para birimi kodu kullanın',
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    discard: 'Değişiklikleri at',
    restoreDefaults: 'Varsayılanlara dön',
    saved: 'Çiftlik ayarları kaydedildi',
    saveFailed: 'Ayarlar kaydedilemedi',
  },
  ar: {
    title: 'إعدادات المزرعة',
    subtitle: 'حدود التنبيهات والقيم المشتركة بين كل المزارع',
    alerts: 'التنبيهات',
    alertsDetail: 'متى يُطلق جرس شريط الأدوات ولوحة المزرعة تنبيهًا.',
    records: 'المؤشرات والمخزون',
    recordsDetail: 'قيم تستخدمها مؤشرات القطيع والمبالغ ومخزون العلف.',
    fields: {
      mortalityAlertPercent: 'تنبيه النفوق اليومي',
      feedAlertDays: 'تنبيه مخزون العلف',
      medicineExpiryAlertDays: 'تنبيه انتهاء صلاحية الدواء',
      weightAlertPercent: 'تنبيه الوزن',
      chickWeightKg: 'وزن الصوص عند الإيواء',
      currency: 'العملة',
      allowNegativeFeedStock: 'السماح باستهلاك علف يتجاوز المخزون المسجل',
    },
    hints: {
      mortalityAlertPercent: 'نسبة الطيور الحية التي تنفق في كل يوم من يومين متتاليين',
      feedAlertDays: 'علف المزرعة يكفي أيامًا أقل من هذا',
      medicineExpiryAlertDays: 'دواء في المخزون تنتهي صلاحيته خلال هذه الأيام',
      weightAlertPercent: 'متوسط الوزن دون هذه النسبة من هدف السلالة',
      chickWeightKg: 'يُحتسب في الوزن الحي الذي أنتجه القطيع',
      currency: 'رمز من 3 أحرف مثل PKR أو TRY أو USD',
      allowNegativeFeedStock: 'يمكن تسجيل الاستهلاك قبل الشراء؛ وقد ينزل المخزون دون الصفر',
    },
    units: {
      mortalityAlertPercent: '%',
      feedAlertDays: 'يوم',
      medicineExpiryAlertDays: 'يوم',
      weightAlertPercent: '% من المنحنى',
      chickWeightKg: 'كغ',
    },
    range: 'من {{min}} إلى {{max}}',
    rangeError: 'أدخل رقمًا من {{min}} إلى {{max}}',
    wholeRangeError: 'أدخل عددًا صحيحًا من {{min}} إلى {{max}}',
    currencyError: 'استخدم رمز عملة من 3 أحرف مثل PKR',
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    discard: 'تجاهل التغييرات',
    restoreDefaults: 'استعادة الافتراضيات',
    saved: 'تم حفظ إعدادات المزرعة',
    saveFailed: 'تعذر حفظ الإعدادات',
  },
};
