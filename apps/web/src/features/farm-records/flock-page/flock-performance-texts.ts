import type { TextsByLanguage } from '../../../records/area-texts.ts';

type FlockPerformanceTexts = {
  performance: string;
  money: string;
  fcr: string;
  fcrOnWeighing: string;
  fcrSoldOut: string;
  fcrMissing: string;
  fcrNoFeed: string;
  epef: string;
  epefDetail: string;
  feedUsed: string;
  feedPerBird: string;
  adg: string;
  adgUnit: string;
  liveKg: string;
  henDay: string;
  henDayDetail: string;
  feedStock: string;
  feedStockDays: string;
  feedStockNone: string;
  days: string;
  kg: string;
  totalCost: string;
  costParts: string;
  revenue: string;
  kgSold: string;
  profit: string;
  perBirdSold: string;
  costPerKg: string;
  nothingSold: string;
  loadFailed: string;
};

/** Words of the flock page's performance and money figures. */
export const flockPerformanceTexts: TextsByLanguage<FlockPerformanceTexts> = {
  en: {
    performance: 'Performance',
    money: 'Costs and profit',
    fcr: 'FCR',
    fcrOnWeighing: 'on the weighing of {{date}}',
    fcrSoldOut: 'on everything sold',
    fcrMissing: 'needs a weighing',
    fcrNoFeed: 'needs feed use records',
    epef: 'EPEF',
    epefDetail: 'production efficiency factor',
    feedUsed: 'Feed used',
    feedPerBird: '{{grams}} g per bird per day',
    adg: 'Daily gain',
    adgUnit: 'g/day',
    liveKg: '{{kg}} kg live weight produced',
    henDay: 'Hen-day',
    henDayDetail: 'eggs per 100 hen-days',
    feedStock: 'Feed stock',
    feedStockDays: 'lasts {{days}} days at this week’s use',
    feedStockNone: 'no recent feed use',
    days: 'days',
    kg: 'kg',
    totalCost: 'Total cost',
    costParts:
      'chicks {{chicks}} · feed {{feed}} · medicine {{medicine}} · direct {{direct}} · farm share {{allocated}}',
    revenue: 'Revenue',
    kgSold: '{{kg}} kg sold',
    profit: 'Profit',
    perBirdSold: '{{cost}} cost per bird sold',
    costPerKg: 'Cost per kg sold',
    nothingSold: 'nothing sold yet',
    loadFailed: 'The flock’s figures could not be loaded.',
  },
  tr: {
    performance: 'Performans',
    money: 'Maliyet ve kâr',
    fcr: 'YDO',
    fcrOnWeighing: '{{date}} tartımına göre',
    fcrSoldOut: 'satılanların tümüne göre',
    fcrMissing: 'tartım gerekli',
    fcrNoFeed: 'yem kullanım kaydı gerekli',
    epef: 'EPEF',
    epefDetail: 'Avrupa verimlilik faktörü',
    feedUsed: 'Kullanılan yem',
    feedPerBird: 'hayvan başına günde {{grams}} g',
    adg: 'Günlük artış',
    adgUnit: 'g/gün',
    liveKg: '{{kg}} kg canlı ağırlık üretildi',
    henDay: 'Tavuk-gün',
    henDayDetail: '100 tavuk-gün başına yumurta',
    feedStock: 'Yem stoğu',
    feedStockDays: 'bu haftaki tüketimle {{days}} gün yeter',
    feedStockNone: 'son günlerde yem kullanılmadı',
    days: 'gün',
    kg: 'kg',
    totalCost: 'Toplam maliyet',
    costParts:
      'civciv {{chicks}} · yem {{feed}} · ilaç {{medicine}} · doğrudan {{direct}} · çiftlik payı {{allocated}}',
    revenue: 'Gelir',
    kgSold: '{{kg}} kg satıldı',
    profit: 'Kâr',
    perBirdSold: 'satılan hayvan başına {{cost}} maliyet',
    costPerKg: 'Satılan kg başına maliyet',
    nothingSold: 'henüz satış yok',
    loadFailed: 'Sürünün göstergeleri yüklenemedi.',
  },
  ar: {
    performance: 'الأداء',
    money: 'التكاليف والربح',
    fcr: 'معامل التحويل',
    fcrOnWeighing: 'حسب وزن {{date}}',
    fcrSoldOut: 'حسب كل المبيع',
    fcrMissing: 'يحتاج إلى وزن',
    fcrNoFeed: 'يحتاج إلى سجلات استهلاك العلف',
    epef: 'EPEF',
    epefDetail: 'مؤشر كفاءة الإنتاج',
    feedUsed: 'العلف المستهلك',
    feedPerBird: '{{grams}} غ لكل طائر يوميًا',
    adg: 'الزيادة اليومية',
    adgUnit: 'غ/يوم',
    liveKg: 'إنتاج {{kg}} كغ وزن حي',
    henDay: 'إنتاج الدجاجة اليومي',
    henDayDetail: 'بيض لكل 100 يوم دجاجة',
    feedStock: 'مخزون العلف',
    feedStockDays: 'يكفي {{days}} يومًا باستهلاك هذا الأسبوع',
    feedStockNone: 'لا استهلاك علف حديث',
    days: 'يوم',
    kg: 'كغ',
    totalCost: 'إجمالي التكلفة',
    costParts:
      'الصيصان {{chicks}} · العلف {{feed}} · الدواء {{medicine}} · مباشرة {{direct}} · حصة المزرعة {{allocated}}',
    revenue: 'الإيراد',
    kgSold: 'بيع {{kg}} كغ',
    profit: 'الربح',
    perBirdSold: 'تكلفة {{cost}} لكل طائر مبيع',
    costPerKg: 'التكلفة لكل كغ مبيع',
    nothingSold: 'لم يُبع شيء بعد',
    loadFailed: 'تعذر تحميل مؤشرات القطيع.',
  },
};
