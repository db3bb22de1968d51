import type { PricingTexts } from './en.ts';

export const pricingTr: PricingTexts = {
  title: 'Her çiftliğe uygun paketler',
  subtitle:
    'İşlettiğiniz kümes kadar ödeyin. Her paket sürü kayıtlarınızı, göstergelerinizi ve geçmişinizi saklar.',
  style2Title: 'Paketleri karşılaştırın',
  style3Title: 'Çiftliğinizin büyüklüğüne göre sade fiyatlar',
  monthly: 'Aylık',
  yearly: 'Yıllık',
  billingPeriod: 'Yıllık öde',
  saveUpTo: 'En fazla %{{percent}} tasarruf',
  perMonth: '/ ay',
  billedMonthly: 'Aylık faturalandırılır',
  billedYearly: 'Yıllık {{amount}} faturalandırılır, {{saving}} tasarruf edersiniz',
  recommended: 'En çok tercih edilen',
  plan: 'Paket',
  price: 'Fiyat',
  plans: {
    starter: { name: 'Başlangıç', description: 'Dijital kayda yeni geçen tek bir çiftlik.' },
    farm: { name: 'Çiftlik', description: 'Birden çok tesisi ve ekibi olan büyüyen işletmeler.' },
    enterprise: {
      name: 'Kurumsal',
      description: 'Çok sayıda çiftliği olan entegre ve büyük üreticiler.',
    },
  },
  limitNames: { farms: 'Çiftlik', houses: 'Kümes', users: 'Kullanıcı' },
  unlimited: 'Sınırsız',
  limits: {
    farms: {
      upTo: { one: '{{count}} çiftlik', other: '{{count}} çiftliğe kadar' },
      unlimited: 'Sınırsız çiftlik',
    },
    houses: {
      upTo: { one: '{{count}} kümes', other: '{{count}} kümese kadar' },
      unlimited: 'Sınırsız kümes',
    },
    users: {
      upTo: { one: '{{count}} kullanıcı', other: '{{count}} kullanıcıya kadar' },
      unlimited: 'Sınırsız kullanıcı',
    },
  },
  features: {
    records: 'Günlük kayıtlar: ölüm, yem, tartım',
    figures: 'Sürü başına FCR, ölüm oranı ve EPEF',
    languages: 'İngilizce, Türkçe ve Arapça',
    exports: 'PDF, Excel ve CSV raporları',
    alerts: 'Ölüm ve yem stoku uyarıları',
    money: 'Sürü başına maliyet, satış ve kâr',
    support: 'Öncelikli destek',
    onboarding: 'Ekibiniz için yerinde kurulum eğitimi',
  },
  included: 'Dahil',
  notIncluded: 'Dahil değil',
  startTrial: '30 günlük denemeyi başlat',
  contactSales: 'Satış ekibiyle görüşün',
  choose: '{{plan}} paketini seç',
  chosen: '{{plan}} paketini seçtiniz. Ödeme bu örneğin parçası değildir.',
  faqLink: 'Paketlerle ilgili sorularınız mı var? SSS’yi okuyun',
};
