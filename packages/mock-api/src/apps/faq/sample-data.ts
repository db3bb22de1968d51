import type { FaqItem } from './contract.ts';

export const faqItems: FaqItem[] = [
  {
    id: 'f4a1c2d0',
    question: 'How do I start recording a new flock?',
    answer:
      'Open Flocks and choose New flock. Enter the farm, the placement date, the breed and the number of chicks placed. From then on every feed delivery, death and sale can be booked against that flock, and its age in days is worked out for you.',
  },
  {
    id: '7b3e9a15',
    question: 'How is the feed conversion ratio calculated?',
    answer:
      'Feed conversion ratio (FCR) is the total feed used by a flock divided by the total live weight it produced. Flockbook adds up every feed usage entry of the flock and divides it by the live weight recorded on its sales, so the figure is only as accurate as those two records.',
  },
  {
    id: 'c90d5e27',
    question: 'Where do I record daily mortality?',
    answer:
      'Use Deaths and add one entry per flock and day with the number of birds lost and, if known, the cause. The flock page shows cumulative mortality as a percentage of the birds placed, which makes a sudden rise easy to spot.',
  },
  {
    id: '2e6f8b43',
    question: 'Can I track medicine and vaccination stock?',
    answer:
      'Yes. Book purchases under Medicine and each treatment under Medicine usage. The remaining stock of every product is the difference between the two, and each usage stays linked to the flock that received it for later review.',
  },
  {
    id: 'a57c1f09',
    question: 'How do I export data to a spreadsheet?',
    answer:
      'Every list screen has an export button that downloads the rows matching your current filters and sort order as a CSV file. Dates are written as YYYY-MM-DD and amounts without thousands separators so spreadsheets read them correctly.',
  },
  {
    id: '5d2b7e61',
    question: 'What is the difference between the admin and staff roles?',
    answer:
      'Admins can manage farms, users and settings and can delete records. Staff can enter and edit the daily records of flocks, feed, medicine, deaths and sales. Pages a user may not open are hidden from the navigation.',
  },
  {
    id: 'e81a4c3b',
    question: 'How are running costs such as diesel, wood and salaries handled?',
    answer:
      'Diesel, wood, mess, miscellaneous expenses and employee salaries each have their own screen. Every cost is dated and assigned to a farm, so a flock report can add its share of the costs for the period it was on the farm.',
  },
  {
    id: '93f06d5a',
    question: 'Can I use Flockbook in Turkish or Arabic?',
    answer:
      'Yes. Pick English, Türkçe or العربية from the language menu in the toolbar. Your choice is remembered on this device, and Arabic switches the whole layout to right-to-left.',
  },
];
