import type { FaqItem } from './contract.ts';

/** Questions a farm manager asks in the first weeks; our own text. */
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
    id: '0c4d7a92',
    question: 'Can I correct a death entry after saving it?',
    answer:
      'Yes, as long as the flock is still open. Open the entry from Deaths, change the count or the cause and save. Once an admin closes a flock its records become read-only; an admin can reopen it with a reason, which is kept in the history.',
  },
  {
    id: 'b61e5f38',
    question: 'What does the mortality percentage include?',
    answer:
      'Cumulative mortality is every bird recorded as dead or culled since placement, divided by the number of chicks placed. Birds that were sold are not counted as losses.',
  },
  {
    id: '4f8a2c6e',
    question: 'How do I record a weighing?',
    answer:
      'Add a weighing on the flock page with the date, the number of birds weighed and their total or average weight. The weight chart compares your flock with the breed curve of Ross 308 or Cobb 500, so a flock falling behind shows at a glance.',
  },
  {
    id: 'd3b97e14',
    question: 'What is the production efficiency factor (EPEF)?',
    answer:
      'EPEF combines liveability, average live weight, age and feed conversion into one score: liveability in percent times live weight in kg, divided by age in days times FCR, times 100. Higher is better; it lets you compare flocks of different ages fairly.',
  },
  {
    id: '68c0e2fa',
    question: 'How do I export a flock closing sheet or a period report?',
    answer:
      'Open the flock page and choose Closing sheet, or open the farm dashboard and choose Period report. Both can be downloaded as PDF, Excel or CSV and show the same figures as the screens.',
  },
  {
    id: 'a2f5d819',
    question: 'Why do staff users not see costs and profit?',
    answer:
      'Money is for admins only. Staff see the same figures about birds, feed and weights, but the server leaves prices, costs and profit out of every answer and export made for a staff user.',
  },
  {
    id: '7e19c4b0',
    question: 'How do I invite a new member of staff?',
    answer:
      'The new colleague registers with their own email address, then an admin gives them the staff role. Each person should have their own account so the history shows who entered what.',
  },
  {
    id: 'c5a83d67',
    question: 'How do alerts work?',
    answer:
      'Alerts appear under the bell in the toolbar when a figure crosses a threshold, for example daily mortality above a limit or feed stock running low. Admins set the thresholds under Farm Settings.',
  },
  {
    id: '19e6b2d4',
    question: 'Can I keep records for several farms?',
    answer:
      'Yes. Add each farm once under Farms; every flock, cost and purchase belongs to one farm. Lists can be filtered by farm and the period report is made per farm.',
  },
  {
    id: 'f07c3a5e',
    question: 'How is feed stock worked out?',
    answer:
      'Feed stock is what you bought under Feed minus what was booked under Feed usage, per feed type. Record deliveries on the day they arrive and usage daily or per bin, and the dashboard shows what is left.',
  },
  {
    id: '8d2e6f01',
    question: 'Is my data kept when the server restarts?',
    answer:
      'Yes. Flockbook stores everything in its database on the server, so records stay across restarts. The sample apps of the template are different: their data lives in the browser tab and starts fresh on reload.',
  },
  {
    id: '3a7b1c95',
    question: 'Does Flockbook work on a phone or tablet?',
    answer:
      'Yes. The layout adapts to small screens: the navigation moves into a drawer and lists scroll sideways, so entries can be made in the poultry house.',
  },
  {
    id: '93f06d5a',
    question: 'Can I use Flockbook in Turkish or Arabic?',
    answer:
      'Yes. Pick English, Türkçe or العربية from the language menu in the toolbar. Your choice is remembered on this device, and Arabic switches the whole layout to right-to-left.',
  },
];
