import { flockOptionsTr } from '../flock-options/tr.ts';
import type { FlocksTexts } from './en.ts';

export const flocksTr: FlocksTexts = {
  title: 'Sürüler',
  singular: 'Sürü',
  newTitle: 'Yeni sürü',
  subtitle: 'Yerleştirilen her parti, yaşı, yaşayan hayvanlar ve ölüm oranı',
  empty: 'Henüz sürü yok. Bir çiftliğe ilk sürüyü yerleştirin.',
  fields: {
    name: 'Sürü',
    status: 'Durum',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    type: 'Tür',
    breed: 'Irk',
    houseId: 'Kümes',
    programmeId: 'Aşı programı',
    house: 'Kümes',
    placedOn: 'Yerleştirme',
    chicksPlaced: 'Yerleştirilen civciv',
    freeChicks: 'Bedelsiz civciv',
    chickPrice: 'Civciv fiyatı',
    targetAgeDays: 'Hedef yaş',
    ageDays: 'Yaş (gün)',
    birdsAlive: 'Yaşayan',
    mortalityPercent: 'Ölüm oranı',
    notes: 'Notlar',
  },
  options: flockOptionsTr,
  units: { targetAgeDays: 'gün' },
  hints: {
    programmeId: 'Bu sürü tipi ve ırkı için programlar; maddeleri sürü sayfasında görünür',
    houseId: 'Çiftliğin kullanımdaki kümesleri; başka bir aktif sürünün bulunduğu kümes seçilemez',
    freeChicks: 'Kuluçkahanenin ücretsiz eklediği civcivler',
    chickPrice: 'Ücretli bir civcivin fiyatı',
  },
};
