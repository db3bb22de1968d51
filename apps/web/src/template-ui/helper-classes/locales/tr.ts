import type { HelperClassesTexts } from './en.ts';

export const helperClassesTr: HelperClassesTexts = {
  title: 'Yardımcı sınıflar',
  subtitle:
    'Üründe yardımcı sınıf sayfası yok: ekranlar MUI sx özelliği ve tema ile biçimlenir. Kullandıkları kalıplar, her biri canlı ve koduyla.',
  helpers: {
    spacing: {
      title: 'Boşluk',
      description:
        'Bir birim 8px’tir. Sayfalar telefonda 2, md ve üstünde 3 birim iç boşluk bırakır; gap çocukları aralar.',
    },
    flex: {
      title: 'Öğe satırı',
      description: 'Dik eksende ortalanır, dar ekranlarda alta kayar.',
    },
    responsive: {
      title: 'Ekran genişliğine göre göster',
      description: 'display üzerindeki kırılım nesneleri bir parçayı gizler veya gösterir.',
    },
    palette: {
      title: 'Paletten renkler',
      description: 'Palet rengini metin olarak adlandırın; tema ve karanlık kipi izler.',
    },
    surface: {
      title: 'Kenarlıklı yüzey',
      description: 'Kenarlığı temanın ayırıcı rengi olan yuvarlak bir kutu.',
    },
    tint: {
      title: 'Renkli arka plan',
      description: 'Seçili satırlar ve vurgular için bir palet renginin saydam tonu.',
    },
    logical: {
      title: 'Sağdan sola uyumlu yerleşim',
      description: 'Mantıksal özellikler öğeleri okuma yönünün başına veya sonuna yerleştirir.',
    },
    print: {
      title: 'Yazdırırken gizle',
      description: 'Yazdırılabilir sayfalar düğmelerini no-print sınıfıyla gizler.',
    },
  },
  words: {
    item: 'Öğe',
    wideOnly: 'md ve üstünde görünür',
    narrowOnly: 'md altında görünür',
    surface: 'Kümes 3, 12.400 kuş',
    selected: 'Seçili satır',
    badge: 'Yeni',
    card: 'Sonunda rozet olan bir kart',
    printed: 'Bu satır yazdırılır.',
    notPrinted: 'Bu düğme yazdırılmaz.',
  },
  copy: 'Kodu kopyala',
  copied: 'Kod panoya kopyalandı.',
  copyFailed: 'Kod kopyalanamadı.',
};
