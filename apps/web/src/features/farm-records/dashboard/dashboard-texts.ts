import type { TextsByLanguage } from '../../../records/area-texts.ts';

type DashboardTexts = {
  title: string;
  subtitle: string;
  staffSubtitle: string;
  birdsAlive: string;
  birdsAliveDetail: string;
  deathsToday: string;
  deathsTodayDetail: string;
  revenue: string;
  costs: string;
  profit: string;
  monthDetail: string;
  activeFlocks: string;
  flock: string;
  farm: string;
  breed: string;
  age: string;
  alive: string;
  mortality: string;
  fcr: string;
  epef: string;
  weight: string;
  noActive: string;
  alerts: string;
  noAlerts: string;
  stock: string;
  closedFlocks: string;
  closedOn: string;
  profitPerBird: string;
  noClosed: string;
};

/** The farm dashboard's own words. */
export const dashboardTexts: TextsByLanguage<DashboardTexts> = {
  en: {
    title: 'Farm dashboard',
    subtitle: 'Every farm at a glance: flocks, deaths, stock, alerts and this month’s money',
    staffSubtitle: 'Every farm at a glance: flocks, deaths, stock and alerts',
    birdsAlive: 'Birds alive',
    birdsAliveDetail: 'in {{count}} active flocks',
    deathsToday: 'Deaths today',
    deathsTodayDetail: '{{date}}',
    revenue: 'Revenue this month',
    costs: 'Costs this month',
    profit: 'Profit this month',
    monthDetail: '{{period}}',
    activeFlocks: 'Active flocks',
    flock: 'Flock',
    farm: 'Farm',
    breed: 'Breed',
    age: 'Age (days)',
    alive: 'Alive',
    mortality: 'Mortality',
    fcr: 'FCR',
    epef: 'EPEF',
    weight: 'Avg weight (g)',
    noActive: 'No active flocks.',
    alerts: 'Alerts',
    noAlerts: 'Nothing needs attention.',
    stock: 'Stock',
    closedFlocks: 'Closed flocks compared',
    closedOn: 'Closed on',
    profitPerBird: 'Profit per bird',
    noClosed: 'No flock has been closed yet.',
  },
  tr: {
    title: 'Çiftlik paneli',
    subtitle: 'Tüm çiftlikler bir bakışta: sürüler, ölümler, stok, uyarılar ve bu ayın parası',
    staffSubtitle: 'Tüm çiftlikler bir bakışta: sürüler, ölümler, stok ve uyarılar',
    birdsAlive: 'Canlı hayvan',
    birdsAliveDetail: '{{count}} aktif sürüde',
    deathsToday: 'Bugünkü ölümler',
    deathsTodayDetail: '{{date}}',
    revenue: 'Bu ayın geliri',
    costs: 'Bu ayın giderleri',
    profit: 'Bu ayın kârı',
    monthDetail: '{{period}}',
    activeFlocks: 'Aktif sürüler',
    flock: 'Sürü',
    farm: 'Çiftlik',
    breed: 'Irk',
    age: 'Yaş (gün)',
    alive: 'Canlı',
    mortality: 'Ölüm oranı',
    fcr: 'YDO',
    epef: 'EPEF',
    weight: 'Ort. ağırlık (g)',
    noActive: 'Aktif sürü yok.',
    alerts: 'Uyarılar',
    noAlerts: 'İlgi bekleyen bir şey yok.',
    stock: 'Stok',
    closedFlocks: 'Kapanan sürülerin karşılaştırması',
    closedOn: 'Kapanış',
    profitPerBird: 'Hayvan başı kâr',
    noClosed: 'Henüz kapanan sürü yok.',
  },
  ar: {
    title: 'لوحة المزرعة',
    subtitle: 'كل المزارع بنظرة واحدة: القطعان والنفوق والمخزون والتنبيهات وأموال هذا الشهر',
    staffSubtitle: 'كل المزارع بنظرة واحدة: القطعان والنفوق والمخزون والتنبيهات',
    birdsAlive: 'الطيور الحية',
    birdsAliveDetail: 'في {{count}} قطيع نشط',
    deathsToday: 'نفوق اليوم',
    deathsTodayDetail: '{{date}}',
    revenue: 'إيراد هذا الشهر',
    costs: 'تكاليف هذا الشهر',
    profit: 'ربح هذا الشهر',
    monthDetail: '{{period}}',
    activeFlocks: 'القطعان النشطة',
    flock: 'القطيع',
    farm: 'المزرعة',
    breed: 'السلالة',
    age: 'العمر (أيام)',
    alive: 'الحية',
    mortality: 'النفوق',
    fcr: 'معامل التحويل',
    epef: 'EPEF',
    weight: 'متوسط الوزن (غ)',
    noActive: 'لا توجد قطعان نشطة.',
    alerts: 'التنبيهات',
    noAlerts: 'لا شيء يحتاج إلى انتباه.',
    stock: 'المخزون',
    closedFlocks: 'مقارنة القطعان المغلقة',
    closedOn: 'أُغلق في',
    profitPerBird: 'الربح لكل طائر',
    noClosed: 'لم يُغلق أي قطيع بعد.',
  },
};
