import type { TextsByLanguage } from '../../../records/area-texts.ts';

type FlockPageTexts = {
  title: string;
  back: string;
  edit: string;
  add: string;
  placedOn: string;
  ageDays: string;
  ageOfTarget: string;
  placed: string;
  placedDetail: string;
  alive: string;
  aliveDetail: string;
  deaths: string;
  deathsDetail: string;
  mortality: string;
  mortalityDetail: string;
  latestWeight: string;
  latestWeightDetail: string;
  noWeighing: string;
  gram: string;
  withdrawal: string;
  withdrawalMeat: string;
  withdrawalEggs: string;
  closedOn: string;
  closedNotice: string;
  figures: string;
  records: string;
  tabDeaths: string;
  tabWeighings: string;
  tabEggs: string;
  tabFeed: string;
  tabMedicine: string;
  tabDiesel: string;
  tabWood: string;
  notFound: string;
};

/** The flock page's own words. */
export const flockPageTexts: TextsByLanguage<FlockPageTexts> = {
  en: {
    title: 'Flock',
    back: 'All flocks',
    edit: 'Edit flock',
    add: 'Add',
    placedOn: 'Placed {{date}}',
    ageDays: 'Age',
    ageOfTarget: 'days of {{target}}',
    placed: 'Placed',
    placedDetail: '{{paid}} paid + {{free}} free',
    alive: 'Birds alive',
    aliveDetail: '{{sold}} sold',
    deaths: 'Deaths',
    deathsDetail: 'since placement',
    mortality: 'Mortality',
    mortalityDetail: 'livability {{livability}}',
    latestWeight: 'Latest average weight',
    latestWeightDetail: '{{date}} · day {{age}}',
    noWeighing: 'Not weighed yet',
    gram: 'g',
    withdrawal: 'Medicine withdrawal',
    withdrawalMeat: 'Meat until {{date}}',
    withdrawalEggs: 'Eggs until {{date}}',
    closedOn: 'Closed {{date}}',
    closedNotice: 'This flock is closed: its records can be read but not changed.',
    figures: 'Flock figures',
    records: 'Flock records',
    tabDeaths: 'Deaths',
    tabWeighings: 'Weighings',
    tabEggs: 'Egg collections',
    tabFeed: 'Feed',
    tabMedicine: 'Medicine',
    tabDiesel: 'Diesel',
    tabWood: 'Wood',
    notFound: 'This flock does not exist.',
  },
  tr: {
    title: 'Sürü',
    back: 'Tüm sürüler',
    edit: 'Sürüyü düzenle',
    add: 'Ekle',
    placedOn: 'Yerleştirme {{date}}',
    ageDays: 'Yaş',
    ageOfTarget: 'gün / hedef {{target}}',
    placed: 'Yerleştirilen',
    placedDetail: '{{paid}} ücretli + {{free}} bedelsiz',
    alive: 'Yaşayan hayvan',
    aliveDetail: '{{sold}} satıldı',
    deaths: 'Ölüm',
    deathsDetail: 'yerleştirmeden beri',
    mortality: 'Ölüm oranı',
    mortalityDetail: 'yaşama oranı {{livability}}',
    latestWeight: 'Son ortalama ağırlık',
    latestWeightDetail: '{{date}} · {{age}}. gün',
    noWeighing: 'Henüz tartılmadı',
    gram: 'g',
    withdrawal: 'İlaç arınma süresi',
    withdrawalMeat: 'Et: {{date}} tarihine kadar',
    withdrawalEggs: 'Yumurta: {{date}} tarihine kadar',
    closedOn: 'Kapanış {{date}}',
    closedNotice: 'Bu sürü kapatıldı: kayıtları okunabilir ama değiştirilemez.',
    figures: 'Sürü göstergeleri',
    records: 'Sürü kayıtları',
    tabDeaths: 'Ölümler',
    tabWeighings: 'Tartımlar',
    tabEggs: 'Yumurta toplama',
    tabFeed: 'Yem',
    tabMedicine: 'İlaç',
    tabDiesel: 'Mazot',
    tabWood: 'Odun',
    notFound: 'Bu sürü yok.',
  },
  ar: {
    title: 'القطيع',
    back: 'كل القطعان',
    edit: 'تعديل القطيع',
    add: 'إضافة',
    placedOn: 'أُدخل في {{date}}',
    ageDays: 'العمر',
    ageOfTarget: 'يوم من {{target}}',
    placed: 'المُدخل',
    placedDetail: '{{paid}} مدفوعة + {{free}} مجانية',
    alive: 'الطيور الحية',
    aliveDetail: 'بيع {{sold}}',
    deaths: 'النفوق',
    deathsDetail: 'منذ الإدخال',
    mortality: 'نسبة النفوق',
    mortalityDetail: 'نسبة البقاء {{livability}}',
    latestWeight: 'آخر متوسط وزن',
    latestWeightDetail: '{{date}} · اليوم {{age}}',
    noWeighing: 'لم يُوزن بعد',
    gram: 'غ',
    withdrawal: 'فترة سحب الدواء',
    withdrawalMeat: 'اللحم حتى {{date}}',
    withdrawalEggs: 'البيض حتى {{date}}',
    closedOn: 'أُغلق في {{date}}',
    closedNotice: 'هذا القطيع مغلق: يمكن قراءة سجلاته دون تغييرها.',
    figures: 'مؤشرات القطيع',
    records: 'سجلات القطيع',
    tabDeaths: 'النفوق',
    tabWeighings: 'الأوزان',
    tabEggs: 'جمع البيض',
    tabFeed: 'العلف',
    tabMedicine: 'الأدوية',
    tabDiesel: 'الديزل',
    tabWood: 'الحطب',
    notFound: 'هذا القطيع غير موجود.',
  },
};
