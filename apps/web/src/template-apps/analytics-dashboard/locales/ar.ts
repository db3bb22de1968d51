import type { AnalyticsTexts } from './en.ts';

export const analyticsAr: AnalyticsTexts = {
  title: 'التحليلات',
  subtitle: 'زوار متجر المزرعة وجلساته ومبيعاته وحملاته',
  loadFailed: 'تعذّر تحميل لوحة المعلومات.',
  loadingWidgets: 'جارٍ تحميل لوحة المعلومات',
  thousands: '{{value}} ألف',
  visitorsByMonth: {
    title: 'الزوار حسب الشهر',
    year: 'السنة',
    total: '{{value}} زائر في {{year}}',
    series: 'الزوار',
  },
  targets: {
    widget2: 'التحويل',
    widget3: 'مرات الظهور',
    widget4: 'الزيارات',
    ofTarget: '{{value}}٪ من الهدف',
    lastDays: 'آخر 7 أيام',
  },
  visitorsAndViews: {
    title: 'الزوار ومشاهدات الصفحات',
    subtitle: 'آخر 14 يومًا',
    visitors: 'الزوار',
    pageViews: 'مشاهدات الصفحات',
  },
  userLocations: {
    title: 'أين مستخدموك؟',
    subtitle: '{{count}} مدن',
    map: 'خريطة العالم للمستخدمين حسب المدينة',
    marker: '{{city}}، {{country}}: {{users}} مستخدم',
    mapFailed: 'تعذّر رسم الخريطة.',
  },
  sessions: {
    title: 'الجلسات حسب الجهاز',
    period: 'الفترة',
    total: '{{value}} جلسة',
    periods: {
      today: 'اليوم',
      yesterday: 'أمس',
      last7Days: 'آخر 7 أيام',
      last28Days: 'آخر 28 يومًا',
      last90Days: 'آخر 90 يومًا',
    },
    devices: { desktop: 'حاسوب مكتبي', mobile: 'هاتف محمول', tablet: 'جهاز لوحي' },
  },
  sales: {
    title: 'المبيعات',
    range: 'المدى',
    total: 'مبيعات بقيمة {{value}}',
    series: 'المبيعات',
    ranges: { '1Day': 'يوم', '1Week': 'أسبوع', '1Month': 'شهر' },
  },
  campaigns: {
    title: 'أفضل الحملات',
    columns: {
      campaign: 'الحملة',
      clicks: 'النقرات',
      conversions: 'التحويلات',
      change: 'التغيّر',
    },
    empty: 'لم تُطلق حملات في هذه الفترة.',
  },
};
