import type { TypographyTexts } from './en.ts';

export const typographyTr: TypographyTexts = {
  title: 'Tipografi',
  subtitle:
    'Kullanılan temanın yazı ölçeği ve ürünün kullandığı metin stilleri. Her biri kendisini ve onu oluşturan kodu gösterir.',
  scaleTitle: 'Yazı ölçeği',
  scaleHint: 'Geçerli temadan okunur: ayarlardan temayı değiştirin, bunlar da değişir.',
  sample: 'Etlik piliçler 35 günde 2,4 kg olur',
  shortSample: 'Kümes 3',
  metrics: '{{size}} · kalınlık {{weight}} · satır yüksekliği {{lineHeight}}',
  utilitiesTitle: 'Metin stilleri',
  utilities: {
    secondary: {
      title: 'İkincil metin',
      description: 'Başlığın altında veya bir değerin yanında daha sakin metin.',
      sample: 'Son tartım üç gün önce',
    },
    weights: {
      title: 'Yazı kalınlıkları',
      description: 'Temada üç kalınlık var: ince, normal ve orta (600).',
      sample: 'Yem teslim edildi',
    },
    truncate: {
      title: 'Tek satır, üç noktayla kesilir',
      description: 'Dar sütunlardaki ve kartlardaki adlar için.',
      sample: 'Başlangıç yemi, kırma, 25 kg torbalar, komşu vadideki kooperatif değirmeninden',
    },
    align: {
      title: 'Başa ve sona hizalama',
      description: 'Okuma yönünü izler: son, Türkçede sağda, Arapçada soldadır.',
      sample: 'Toplam',
    },
    numbers: {
      title: 'Sütunlarda sayılar',
      description: 'Tablo rakamları aynı genişlikte kalır, böylece sütunlar hizalanır.',
    },
  },
  copy: 'Kodu kopyala',
  copied: 'Kod panoya kopyalandı.',
  copyFailed: 'Kod kopyalanamadı.',
};
