import type { DocumentationTexts } from './en.ts';

export const documentationAr: DocumentationTexts = {
  section: 'التوثيق',
  titles: {
    changelog: 'سجل التغييرات',
    'getting-started': 'البدء',
    authentication: 'المصادقة',
    components: 'المكونات',
    'mui-components': 'مكونات MUI',
    'third-party-components': 'مكونات الأطراف الخارجية',
  },
  tableOfContents: 'في هذه الصفحة',
  textInEnglish: 'نص التوثيق باللغة الإنجليزية.',
  liveExample: 'مثال حي',
  examples: {
    snackbar: {
      title: 'عرض رسالة',
      message: 'تم حفظ القطيع',
      buttons: { success: 'نجاح', warning: 'تحذير', error: 'خطأ', info: 'معلومة' },
    },
    pageScaffold: {
      title: 'صفحة بشريط جانبي في البداية',
      pageTitle: 'ملاحظات القطيع',
      toggle: 'إظهار المرشحات أو إخفاؤها',
      sidebar: 'المرشحات',
      sidebarBody: 'مرشحات العنبر والعمر والسلالة هنا.',
      content: 'يمتد محتوى الشاشة بجانب الشريط الجانبي.',
    },
    navigation: {
      title: 'عناصر التنقل',
      group: 'المزرعة',
      collapse: 'القطعان',
      allFlocks: 'كل القطعان',
      newFlock: 'قطيع جديد',
      item: 'لوحة المزرعة',
    },
    settings: {
      title: 'إعدادات الواجهة',
      layout: 'نمط التخطيط: {{style}}',
      direction: 'الاتجاه: {{direction}}',
      navbarFolded: 'طي شريط التنقل (لهذه الزيارة فقط)',
    },
  },
};
