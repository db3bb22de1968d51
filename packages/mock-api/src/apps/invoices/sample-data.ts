import { DEFAULT_INVOICE_ID } from './contract.ts';
import type { Invoice } from './contract.ts';

/** "Jul 19, 2019"-style date `days` after `today`, as the invoice shows it. */
function shortDate(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

const sender = {
  title: 'Green Valley Poultry Consulting',
  address: '12 Hatchery Road, Riverside Farms, 54000',
  phone: '+1 555 0142 880',
  email: 'billing@greenvalley-poultry.example',
  website: 'www.greenvalley-poultry.example',
};

/** The sample invoices; the first carries the constants of section 9 (4 services per Hour). */
export function sampleInvoices(today = new Date()): Invoice[] {
  return [
    {
      id: DEFAULT_INVOICE_ID,
      from: sender,
      client: {
        title: 'Sunrise Broiler Farm',
        address: '48 Mill Lane, North Meadow, 54210',
        phone: '+1 555 0178 321',
        email: 'accounts@sunrise-broilers.example',
      },
      number: 'P9-0004',
      date: shortDate(today, -14),
      dueDate: shortDate(today, 16),
      services: [
        service(
          '1',
          'Flock health audit',
          'Walk-through of houses 1–4, litter and water checks, written findings',
          '120.00',
          '20',
        ),
        service(
          '2',
          'Vaccination programme planning',
          'Newcastle and Gumboro schedule for the next two placements',
          '95.00',
          '25',
        ),
        service(
          '3',
          'Ventilation tuning',
          'Minimum ventilation settings and sensor calibration in house 3',
          '75.00',
          '30',
        ),
        service(
          '4',
          'Staff training',
          'Biosecurity and daily mortality recording for six farm hands',
          '71.00',
          '20',
        ),
      ],
      subtotal: '8445.00',
      tax: '675.60',
      discount: '120.60',
      total: '9000.00',
    },
    {
      id: '5725a6806a2b1b1f4a3d9b11',
      from: sender,
      client: {
        title: 'Hillside Layer Co.',
        address: '7 Orchard Way, East Hill, 54330',
        phone: '+1 555 0190 644',
        email: 'office@hillside-layers.example',
      },
      number: 'P9-0011',
      date: shortDate(today, -3),
      dueDate: shortDate(today, 27),
      services: [
        service(
          '1',
          'Egg quality review',
          'Shell strength and Haugh unit sampling of two laying houses',
          '80.00',
          '10',
        ),
        service(
          '2',
          'Feed formulation advice',
          'Layer ration adjusted for week 40 onwards',
          '90.00',
          '6',
        ),
      ],
      subtotal: '1340.00',
      tax: '107.20',
      discount: '0.00',
      total: '1447.20',
    },
  ];
}

function service(id: string, title: string, detail: string, unitPrice: string, quantity: string) {
  const total = (Number(unitPrice) * Number(quantity)).toFixed(2);
  return { id, title, detail, unit: 'Hour', unitPrice, quantity, total };
}
