import type { ReportTexts } from './en.ts';

export const reportTr: ReportTexts = {
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
  tooLong: {
    one: 'Bir rapor en fazla {{count}} günü kapsar',
    other: 'Bir rapor en fazla {{count}} günü kapsar',
  },
};
