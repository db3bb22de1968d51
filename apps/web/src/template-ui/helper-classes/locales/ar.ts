import type { HelperClassesTexts } from './en.ts';

export const helperClassesAr: HelperClassesTexts = {
  title: 'الأصناف المساعدة',
  subtitle:
    'لا يحتوي المنتج على ملف أصناف مساعدة: تُنسَّق الشاشات بخاصية sx في MUI وبالسمة. هذه هي الأنماط التي تستخدمها، كل منها حيّ مع رمزه.',
  helpers: {
    spacing: {
      title: 'المسافات',
      description:
        'الوحدة 8px. تترك الصفحات وحدتين على الهاتف وثلاثًا من md فما فوق؛ وتباعد gap بين العناصر.',
    },
    flex: {
      title: 'صف من العناصر',
      description: 'في المنتصف على المحور العمودي، وتلتف على الشاشات الضيقة.',
    },
    responsive: {
      title: 'الإظهار حسب عرض الشاشة',
      description: 'كائنات نقاط التوقف في display تُخفي جزءًا أو تُظهره.',
    },
    palette: {
      title: 'ألوان من لوحة الألوان',
      description: 'سمِّ لون اللوحة كنص؛ فيتبع السمة والوضع الداكن.',
    },
    surface: {
      title: 'سطح بحدود',
      description: 'صندوق مستدير حدوده بلون الفاصل في السمة.',
    },
    tint: {
      title: 'خلفية ملوّنة',
      description: 'لون شفاف من لوحة الألوان للصفوف المحددة والإبرازات.',
    },
    logical: {
      title: 'تموضع آمن من اليمين إلى اليسار',
      description: 'الخصائص المنطقية تضع العناصر في بداية اتجاه القراءة أو نهايته.',
    },
    print: {
      title: 'الإخفاء عند الطباعة',
      description: 'تُخفي الصفحات القابلة للطباعة أزرارها بالصنف no-print.',
    },
  },
  words: {
    item: 'عنصر',
    wideOnly: 'يظهر من md فما فوق',
    narrowOnly: 'يظهر تحت md',
    surface: 'الحظيرة 3، ‏12,400 طائر',
    selected: 'صف محدد',
    badge: 'جديد',
    card: 'بطاقة بشارة في نهايتها',
    printed: 'هذا السطر يُطبع.',
    notPrinted: 'هذا الزر لا يُطبع.',
  },
  copy: 'نسخ الرمز',
  copied: 'تم نسخ الرمز إلى الحافظة.',
  copyFailed: 'تعذّر نسخ الرمز.',
};
