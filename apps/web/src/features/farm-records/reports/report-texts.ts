import type { TextsByLanguage } from '../../../records/area-texts.ts';

type ReportTexts = {
  pdf: string;
  pdfDetail: string;
  excel: string;
  excelDetail: string;
  csv: string;
  csvDetail: string;
  preparing: string;
  downloading: string;
  downloadingSize: string;
  progressLabel: string;
  saved: string;
  closingSheet: string;
  farmReport: string;
  dialogTitle: string;
  dialogIntro: string;
  farm: string;
  from: string;
  to: string;
  format: string;
  download: string;
  cancel: string;
  chooseFarm: string;
  enterDate: string;
  order: string;
  tooLong: string;
};

/** The words of the report downloads. */
export const reportTexts: TextsByLanguage<ReportTexts> = {
  en: {
    pdf: 'PDF',
    pdfDetail: 'A document to print or share',
    excel: 'Excel',
    excelDetail: 'A workbook with the figures as numbers',
    csv: 'CSV',
    csvDetail: 'Plain text with the figures, for any program',
    preparing: 'Preparing the report…',
    downloading: 'Downloading {{percent}}%',
    downloadingSize: 'Downloading ({{size}})',
    progressLabel: 'Report progress',
    saved: 'Saved {{name}}',
    closingSheet: 'Closing sheet',
    farmReport: 'Farm report',
    dialogTitle: 'Farm period report',
    dialogIntro:
      'The flocks and totals of one farm between two dates, with costs and revenue for admins.',
    farm: 'Farm',
    from: 'From',
    to: 'To',
    format: 'Format',
    download: 'Download',
    cancel: 'Cancel',
    chooseFarm: 'Choose a farm',
    enterDate: 'Enter a date',
    order: 'Start on or before the end date',
    tooLong: 'A report covers at most {{days}} days',
  },
  tr: {
    pdf: 'PDF',
    pdfDetail: 'Yazdırmaya veya paylaşmaya hazır belge',
    excel: 'Excel',
    excelDetail: 'Rakamları sayı olarak içeren çalışma kitabı',
    csv: 'CSV',
    csvDetail: 'Rakamları içeren, her programın açabildiği düz metin',
    preparing: 'Rapor hazırlanıyor…',
    downloading: 'İndiriliyor %{{percent}}',
    downloadingSize: 'İndiriliyor ({{size}})',
    progressLabel: 'Rapor ilerlemesi',
    saved: '{{name}} kaydedildi',
    closingSheet: 'Kapanış raporu',
    farmReport: 'Çiftlik raporu',
    dialogTitle: 'Çiftlik dönem raporu',
    dialogIntro:
      'Bir çiftliğin iki tarih arasındaki sürüleri ve toplamları; yöneticiler için giderler ve gelirler.',
    farm: 'Çiftlik',
    from: 'Başlangıç',
    to: 'Bitiş',
    format: 'Biçim',
    download: 'İndir',
    cancel: 'İptal',
    chooseFarm: 'Bir çiftlik seçin',
    enterDate: 'Bir tarih girin',
    order: 'Başlangıç, bitiş tarihinden sonra olamaz',
    tooLong: 'Bir rapor en fazla {{days}} günü kapsar',
  },
  ar: {
    pdf: 'PDF',
    pdfDetail: 'مستند جاهز للطباعة أو المشاركة',
    excel: 'Excel',
    excelDetail: 'مصنف يضم الأرقام كقيم عددية',
    csv: 'CSV',
    csvDetail: 'نص بسيط يضم الأرقام ويفتحه أي برنامج',
    preparing: 'جارٍ إعداد التقرير…',
    downloading: 'جارٍ التنزيل {{percent}}٪',
    downloadingSize: 'جارٍ التنزيل ({{size}})',
    progressLabel: 'تقدّم التقرير',
    saved: 'تم حفظ {{name}}',
    closingSheet: 'تقرير الإغلاق',
    farmReport: 'تقرير المزرعة',
    dialogTitle: 'تقرير فترة المزرعة',
    dialogIntro: 'قطعان مزرعة واحدة ومجاميعها بين تاريخين، مع التكاليف والإيرادات للمسؤولين.',
    farm: 'المزرعة',
    from: 'من',
    to: 'إلى',
    format: 'الصيغة',
    download: 'تنزيل',
    cancel: 'إلغاء',
    chooseFarm: 'اختر مزرعة',
    enterDate: 'أدخل تاريخًا',
    order: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
    tooLong: 'يغطي التقرير {{days}} يومًا على الأكثر',
  },
};
