import { daysFrom, minutesBefore } from '../../platform/dates.ts';
import { byteSize, dataUrl, documentPreview, farmScene, lineChart } from '../../platform/files.ts';
import { initialsAvatar } from '../../platform/initials-avatar.ts';
import { MAIL_FOLDER_IDS as FOLDER, MAIL_LABEL_IDS as LABEL } from './contract.ts';
import type {
  Mail,
  MailAttachment,
  MailFilter,
  MailFolder,
  MailLabel,
  MailPerson,
} from './contract.ts';

export const mailFolders: MailFolder[] = [
  { id: FOLDER.inbox, handle: 'inbox', title: 'Inbox', translate: 'INBOX', icon: 'inbox' },
  { id: FOLDER.sent, handle: 'sent', title: 'Sent', translate: 'SENT', icon: 'send' },
  { id: FOLDER.drafts, handle: 'drafts', title: 'Drafts', translate: 'DRAFTS', icon: 'drafts' },
  { id: FOLDER.spam, handle: 'spam', title: 'Spam', translate: 'SPAM', icon: 'report' },
  { id: FOLDER.trash, handle: 'trash', title: 'Trash', translate: 'TRASH', icon: 'delete' },
];

export const mailFilters: MailFilter[] = [
  { id: 0, handle: 'starred', title: 'Starred', translate: 'STARRED', icon: 'star' },
  {
    id: 1,
    handle: 'important',
    title: 'Important',
    translate: 'IMPORTANT',
    icon: 'label_important',
  },
];

export const mailLabels: MailLabel[] = [
  { id: LABEL.note, handle: 'note', title: 'Note', color: '#7cb342' },
  { id: LABEL.paypal, handle: 'paypal', title: 'Paypal', color: '#1e88e5' },
  { id: LABEL.invoice, handle: 'invoice', title: 'Invoice', color: '#e53935' },
  { id: LABEL.amazon, handle: 'amazon', title: 'Amazon', color: '#fb8c00' },
];

/** The farm manager, who reads this mailbox. */
export const mailOwner: MailPerson = { name: 'Grace Okafor', email: 'grace@greenvalley.example' };

function sender(name: string, email: string): Mail['from'] {
  return { name, email, avatar: initialsAvatar(name) };
}

const OWNER = sender(mailOwner.name, mailOwner.email);
const VET = sender('Tomasz Nowak', 'tomasz.nowak@vetcare.example');
const MILL = sender('Selin Aydın', 'selin@millbrook-feeds.example');
const HATCHERY = sender('Lucía Ferreira', 'lucia@sunrise-hatchery.example');
const ACCOUNTS = sender('Hannah Whitfield', 'hannah@greenvalley.example');
const PAYPAL = sender('PayPal', 'service@paypal.example');
const AMAZON = sender('Amazon', 'shipment-tracking@amazon.example');
const PLANT = sender('Yusuf Demir', 'intake@riverside-processing.example');
const STOCKMAN = sender('Kwame Mensah', 'kwame@greenvalley.example');
const ENGINEER = sender('Bilal Rahman', 'bilal@airflow-services.example');

const weighingCsv =
  'day,house,birds sampled,average g,uniformity %\n' +
  '28,3,100,1588,83\n35,3,100,2310,84\n35,2,100,2264,81\n';
const feedCsv = 'product,bags,kg per bag,price per bag\nBroiler starter crumble,40,25,18.40\n';
const vaccinationNotes =
  'Newcastle (ND) booster, House 2\nRoute: drinking water, 2 hours, no chlorine the day before.\n';

function attachment(
  fileName: string,
  type: string,
  content: string,
  preview: string,
): MailAttachment {
  return { type, fileName, preview, url: dataUrl(type, content), size: byteSize(content) };
}

function csvFile(fileName: string, content: string): MailAttachment {
  return attachment(fileName, 'text/csv', content, documentPreview('csv', '#2e7d32'));
}

function svgFile(fileName: string, svg: string): MailAttachment {
  return attachment(fileName, 'image/svg+xml', svg, dataUrl('image/svg+xml', svg));
}

type MailDraft = Omit<Mail, 'hasAttachments' | 'read' | 'starred' | 'important' | 'labels'> &
  Partial<Pick<Mail, 'read' | 'starred' | 'important' | 'labels'>>;

function mail(draft: MailDraft): Mail {
  return {
    read: false,
    starred: false,
    important: false,
    labels: [],
    ...draft,
    hasAttachments: draft.attachments.length > 0,
  };
}

/** The mailbox, newest first; times are relative to now (`today`) so it always looks current. */
export function mailSampleData(today: Date): Mail[] {
  const at = (days: number, hours: number, minutes: number) =>
    daysFrom(today, days, hours, minutes);
  const me = [mailOwner];
  return [
    mail({
      id: '9c41e2a7',
      from: VET,
      to: me,
      subject: 'House 3 weighing: birds ahead of target',
      message:
        '<p>Hi Grace,</p><p>I went through the day-35 weighing of <strong>House 3</strong>. ' +
        'The average is 2.31 kg with 84% uniformity, about 60 g ahead of the Ross 308 curve.</p>' +
        '<ul><li>Keep the current feeding programme until catching.</li>' +
        '<li>Watch the wet litter under drinker line 4.</li></ul>' +
        '<p>The weighing sheet and the curve are attached.</p><p>Best regards,<br>Tomasz</p>',
      time: minutesBefore(today, 35),
      important: true,
      starred: true,
      labels: [LABEL.note],
      attachments: [
        csvFile('house-3-weighing-day-35.csv', weighingCsv),
        svgFile(
          'house-3-weight-curve.svg',
          lineChart([0.05, 0.12, 0.24, 0.4, 0.58, 0.77, 0.93], '#2e7d32'),
        ),
      ],
      folder: FOLDER.inbox,
    }),
    mail({
      id: '3f8a6d10',
      from: MILL,
      to: me,
      subject: 'Invoice 2418 for 40 bags of starter crumble',
      message:
        '<p>Dear Grace,</p><p>Please find attached invoice <strong>2418</strong> for the delivery ' +
        'of 40 bags of broiler starter crumble (1,000 kg) to House 4.</p>' +
        '<p>Payment is due within 30 days. Thank you for your order.</p><p>Selin<br>Millbrook Feeds</p>',
      time: minutesBefore(today, 130),
      labels: [LABEL.invoice],
      attachments: [csvFile('invoice-2418.csv', feedCsv)],
      folder: FOLDER.inbox,
    }),
    mail({
      id: 'b7d25c94',
      from: HATCHERY,
      to: me,
      subject: 'Chick placement confirmed for Thursday',
      message:
        '<p>Hello Grace,</p><p>22,000 Ross 308 day-old chicks are booked for House 4 on ' +
        '<strong>Thursday at 06:00</strong>. Please have the brooders on from Wednesday noon and ' +
        'the litter at 30 °C.</p><p>Lucía<br>Sunrise Hatchery</p>',
      time: at(-1, 16, 5),
      read: true,
      important: true,
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: '51e0c7ab',
      from: PAYPAL,
      to: me,
      subject: 'You sent a payment of $86.00 to Airflow Services',
      message:
        '<p>You sent a payment of <strong>$86.00 USD</strong> to Airflow Services.</p>' +
        '<p>Note: fan belt and regulator for House 3.</p>' +
        '<p>It may take a few moments for this transaction to appear in your account.</p>',
      time: at(-1, 11, 32),
      read: true,
      labels: [LABEL.paypal],
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: 'e2a94f06',
      from: AMAZON,
      to: me,
      subject: 'Your order of 2 digital poultry scales has shipped',
      message:
        '<p>Hello Grace,</p><p>Your package with <strong>2 × hanging digital poultry scale (50 kg)</strong> ' +
        'is on its way and should arrive in two days.</p><p>Track it from your orders page.</p>',
      time: at(-2, 9, 48),
      read: true,
      labels: [LABEL.amazon],
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: '7a6c3b52',
      from: ACCOUNTS,
      to: me,
      subject: 'Month-end: salaries and diesel to approve',
      message:
        '<p>Hi Grace,</p><p>Before the close on the 28th, please approve:</p>' +
        '<ol><li>November salaries, including two extra weekend shifts.</li>' +
        '<li>Diesel for the generators: 1,150 litres.</li></ol><p>Thanks,<br>Hannah</p>',
      time: at(-2, 14, 20),
      starred: true,
      labels: [LABEL.note, LABEL.invoice],
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: 'c0d81e3f',
      from: PLANT,
      to: me,
      subject: 'Catching slot for House 3 on Saturday',
      message:
        '<p>Dear Grace,</p><p>Your slot at the processing plant is <strong>Saturday 02:00</strong>. ' +
        'Please withdraw feed from Friday 20:00 and send the flock health declaration beforehand.</p>' +
        '<p>Yusuf</p>',
      time: at(-3, 10, 2),
      read: true,
      attachments: [svgFile('riverside-intake.svg', farmScene('#bbdefb', '#a5d6a7', '#8d6e63'))],
      folder: FOLDER.inbox,
    }),
    mail({
      id: '2b9f0e61',
      from: STOCKMAN,
      to: me,
      subject: 'Night round: House 2 water intake dropped',
      message:
        '<p>Grace,</p><p>Water intake in House 2 is 6% below yesterday. I checked the nipple lines at ' +
        'the near end; the far end may need the pressure raised. Mortality last night: 14 birds.</p>' +
        '<p>Kwame</p>',
      time: at(-4, 5, 30),
      read: true,
      important: true,
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: 'f46b8d27',
      from: ENGINEER,
      to: me,
      subject: 'Ventilation service report',
      message:
        '<p>Hi Grace,</p><p>All tunnel fans in Houses 1 to 4 were serviced. The belt of fan 6 in ' +
        'House 3 was replaced; static pressure is back to 25 Pa.</p><p>Bilal</p>',
      time: at(-6, 15, 40),
      read: true,
      labels: [LABEL.note],
      attachments: [],
      folder: FOLDER.inbox,
    }),
    mail({
      id: '8e3d1a95',
      from: OWNER,
      to: [{ name: 'Tomasz Nowak', email: 'tomasz.nowak@vetcare.example' }],
      subject: 'Re: Vaccination plan for House 2',
      message:
        '<p>Hi Tomasz,</p><p>Thank you. We will give the Newcastle booster on Monday morning through ' +
        'the drinking water, as attached.</p><p>Grace</p>',
      time: at(-1, 9, 10),
      read: true,
      attachments: [
        attachment(
          'vaccination-plan-house-2.txt',
          'text/plain',
          vaccinationNotes,
          documentPreview('txt', '#1565c0'),
        ),
      ],
      folder: FOLDER.sent,
    }),
    mail({
      id: '4d72b6e8',
      from: OWNER,
      to: [{ name: 'Selin Aydın', email: 'selin@millbrook-feeds.example' }],
      subject: 'Order: grower pellets for House 1',
      message:
        '<p>Hello Selin,</p><p>Please deliver 3 tonnes of grower pellets on Friday.</p><p>Grace</p>',
      time: at(-3, 13, 25),
      read: true,
      starred: true,
      attachments: [],
      folder: FOLDER.sent,
    }),
    mail({
      id: '0c5e9f13',
      from: OWNER,
      to: [{ name: 'Hannah Whitfield', email: 'hannah@greenvalley.example' }],
      subject: 'Wood shavings for House 4',
      message:
        '<p>Hannah,</p><p>We need about 9 tonnes of wood shavings before the next placement. Could you</p>',
      time: minutesBefore(today, 170),
      read: true,
      labels: [LABEL.note],
      attachments: [],
      folder: FOLDER.drafts,
    }),
    mail({
      id: 'a91f4c70',
      from: sender('Prize Department', 'winner@lucky-prizes.example'),
      to: me,
      subject: 'You have won a tractor!!!',
      // Deliberately hostile: screens must sanitise mail HTML before showing it.
      message:
        '<p>Congratulations! Click <a href="https://lucky-prizes.example" onclick="steal()">here</a> ' +
        'to claim your prize.</p><script>steal()</script><img src="x" onerror="steal()">',
      time: at(-2, 3, 14),
      attachments: [],
      folder: FOLDER.spam,
    }),
    mail({
      id: '6b08d3c5',
      from: sender('Equipment Auctions', 'news@auction-deals.example'),
      to: me,
      subject: 'Used incubators at half price',
      message: '<p>Hundreds of used incubators must go this week. Reply to get the catalogue.</p>',
      time: at(-5, 22, 47),
      attachments: [],
      folder: FOLDER.spam,
    }),
    mail({
      id: 'd3a7e5b1',
      from: AMAZON,
      to: me,
      subject: 'Your order of drinker cups was delivered',
      message:
        '<p>Your package with <strong>100 drinker cups</strong> was delivered to the farm gate.</p>',
      time: at(-9, 12, 0),
      read: true,
      labels: [LABEL.amazon],
      attachments: [],
      folder: FOLDER.trash,
    }),
    mail({
      id: '15c6fa82',
      from: PAYPAL,
      to: me,
      subject: 'Receipt for your payment to Sunrise Hatchery',
      message: '<p>You paid a deposit of <strong>$1,200.00 USD</strong> to Sunrise Hatchery.</p>',
      time: at(-12, 10, 30),
      read: true,
      labels: [LABEL.paypal, LABEL.invoice],
      attachments: [],
      folder: FOLDER.trash,
    }),
  ];
}
