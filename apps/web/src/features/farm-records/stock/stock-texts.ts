import type { TextsByLanguage } from '../../../records/area-texts.ts';

type StockTexts = {
  title: string;
  subtitle: string;
  farm: string;
  date: string;
  chooseFarm: string;
  feed: string;
  feedHint: string;
  medicine: string;
  medicineHint: string;
  feedType: string;
  purchasedKg: string;
  usedKg: string;
  stockKg: string;
  usedLast7Days: string;
  daysLeft: string;
  days: string;
  noRecentUse: string;
  medicineName: string;
  unit: string;
  purchased: string;
  used: string;
  remaining: string;
  expiresOn: string;
  expired: string;
  noFeed: string;
  noMedicine: string;
  recordFeed: string;
  recordMedicine: string;
};

/** The stock screen's own words. */
export const stockTexts: TextsByLanguage<StockTexts> = {
  en: {
    title: 'Stock',
    subtitle: 'Feed and medicine on hand per farm, from purchases and use',
    farm: 'Farm',
    date: 'On',
    chooseFarm: 'Choose a farm to see its stock.',
    feed: 'Feed',
    feedHint: 'Days left at the last 7 days’ rate of use',
    medicine: 'Medicine',
    medicineHint: 'Batches with something left, soonest expiry first',
    feedType: 'Feed type',
    purchasedKg: 'Bought (kg)',
    usedKg: 'Used (kg)',
    stockKg: 'In stock (kg)',
    usedLast7Days: 'Used, last 7 days (kg)',
    daysLeft: 'Days left',
    days: '{{days}} days',
    noRecentUse: 'No use in 7 days',
    medicineName: 'Medicine',
    unit: 'Unit',
    purchased: 'Bought',
    used: 'Used',
    remaining: 'Left',
    expiresOn: 'Expires',
    expired: 'Expired',
    noFeed: 'No feed in stock on this date.',
    noMedicine: 'No medicine in stock on this date.',
    recordFeed: 'Buy feed',
    recordMedicine: 'Buy medicine',
  },
  tr: {
    title: 'Stok',
    subtitle: 'Çiftlik başına eldeki yem ve ilaç, alım ve kullanımdan',
    farm: 'Çiftlik',
    date: 'Tarih',
    chooseFarm: 'Stoku görmek için bir çiftlik seçin.',
    feed: 'Yem',
    feedHint: 'Son 7 günün kullanım hızıyla kalan gün',
    medicine: 'İlaç',
    medicineHint: 'Kalanı olan partiler, son kullanma tarihi yakın olan önce',
    feedType: 'Yem türü',
    purchasedKg: 'Alınan (kg)',
    usedKg: 'Kullanılan (kg)',
    stockKg: 'Stokta (kg)',
    usedLast7Days: 'Son 7 gün kullanılan (kg)',
    daysLeft: 'Kalan gün',
    days: '{{days}} gün',
    noRecentUse: '7 gündür kullanılmadı',
    medicineName: 'İlaç',
    unit: 'Birim',
    purchased: 'Alınan',
    used: 'Kullanılan',
    remaining: 'Kalan',
    expiresOn: 'Son kullanma',
    expired: 'Süresi doldu',
    noFeed: 'Bu tarihte stokta yem yok.',
    noMedicine: 'Bu tarihte stokta ilaç yok.',
    recordFeed: 'Yem al',
    recordMedicine: 'İlaç al',
  },
  ar: {
    title: 'المخزون',
    subtitle: 'العلف والأدوية المتوفرة لكل مزرعة، من المشتريات والاستخدام',
    farm: 'المزرعة',
    date: 'في',
    chooseFarm: 'اختر مزرعة لعرض مخزونها.',
    feed: 'العلف',
    feedHint: 'الأيام المتبقية بمعدل استخدام آخر 7 أيام',
    medicine: 'الأدوية',
    medicineHint: 'الدفعات المتبقية، الأقرب انتهاءً أولًا',
    feedType: 'نوع العلف',
    purchasedKg: 'المشترى (كغ)',
    usedKg: 'المستخدم (كغ)',
    stockKg: 'في المخزون (كغ)',
    usedLast7Days: 'المستخدم آخر 7 أيام (كغ)',
    daysLeft: 'الأيام المتبقية',
    days: '{{days}} يوم',
    noRecentUse: 'لا استخدام منذ 7 أيام',
    medicineName: 'الدواء',
    unit: 'الوحدة',
    purchased: 'المشترى',
    used: 'المستخدم',
    remaining: 'المتبقي',
    expiresOn: 'ينتهي',
    expired: 'منتهي الصلاحية',
    noFeed: 'لا علف في المخزون في هذا التاريخ.',
    noMedicine: 'لا أدوية في المخزون في هذا التاريخ.',
    recordFeed: 'شراء علف',
    recordMedicine: 'شراء دواء',
  },
};
