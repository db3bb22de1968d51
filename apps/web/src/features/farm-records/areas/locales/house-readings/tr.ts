import type { HouseReadingsTexts } from './en.ts';

export const houseReadingsTr: HouseReadingsTexts = {
  title: 'Kümes ölçümleri',
  singular: 'Kümes ölçümü',
  newTitle: 'Kümes ölçümü kaydet',
  subtitle: 'Bir sürünün kümesinde günün su sayacı, en düşük/en yüksek sıcaklığı ve nemi',
  empty: 'Henüz kümes ölçümü kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    waterLitres: 'Su',
    minTempC: 'En düşük sıcaklık',
    maxTempC: 'En yüksek sıcaklık',
    humidityPercent: 'Nem',
    notes: 'Notlar',
  },
  units: { waterLitres: 'L', minTempC: '°C', maxTempC: '°C', humidityPercent: '%' },
  hints: {
    waterLitres: 'Sürünün o gün içtiği litre, su sayacından',
    minTempC: 'Min/maks termometrenin en düşük işareti',
    maxTempC: 'Min/maks termometrenin en yüksek işareti',
  },
};
