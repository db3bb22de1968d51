import { daysFrom } from '../../platform/dates.ts';
import { initialsAvatar } from '../../platform/initials-avatar.ts';
import type { Order, OrderCustomer, OrderStatusId, Product } from './contract.ts';
import { ORDER_STATUSES } from './contract.ts';

// prettier-ignore
const CUSTOMERS: [string, string, string, string, string, number, number][] = [
  ['Ayşe', 'Demir', 'Demir Layer Farm', 'Owner', 'Bursa, Türkiye', 40.19, 29.06],
  ['Omar', 'Haddad', 'Haddad Poultry', 'Farm manager', 'Irbid, Jordan', 32.55, 35.85],
  ['Grace', 'Mwangi', 'Kiambu Broilers', 'Purchasing lead', 'Kiambu, Kenya', -1.17, 36.83],
  ['Tomás', 'Ibarra', 'Granja Ibarra', 'Owner', 'Zaragoza, Spain', 41.65, -0.88],
  ['Priya', 'Nair', 'Nair Hatchery', 'Hatchery manager', 'Namakkal, India', 11.22, 78.17],
  ['Lukas', 'Brandt', 'Brandt Geflügelhof', 'Stockman', 'Vechta, Germany', 52.73, 8.29],
  ['Fatima', 'Zahra', 'Atlas Eggs', 'Operations', 'Meknes, Morocco', 33.9, -5.55],
  ['Mehmet', 'Kaya', 'Kaya Broiler Houses', 'Vet', 'Konya, Türkiye', 37.87, 32.48],
  ['Sarah', 'Collins', 'Collins Free Range', 'Owner', 'Shropshire, UK', 52.7, -2.75],
  ['Ahmed', 'Raza', 'Raza Poultry', 'Farm manager', 'Sheikhupura, Pakistan', 31.71, 73.98],
  ['Nadia', 'Petrova', 'Petrova Farms', 'Accountant', 'Plovdiv, Bulgaria', 42.14, 24.75],
  ['Joseph', 'Okafor', 'Okafor Agro', 'Owner', 'Ibadan, Nigeria', 7.38, 3.94],
];

const CARRIERS = ['FarmFreight', 'AgriExpress', 'RuralPost'];

/** Status histories the sample orders follow, oldest first (the last entry is the current status). */
const HISTORIES: OrderStatusId[][] = [
  [1, 2, 3, 4, 5],
  [11, 12, 3, 4],
  [10, 2, 3],
  [14, 3, 4, 5],
  [2, 3, 4, 5, 7],
  [8, 6],
  [13, 9, 3],
  [1],
  [11, 12, 3, 4, 5],
  [2, 6, 7],
];

/** How each order is paid, told by the status it starts with (a card when it starts paid). */
const PAYMENT_METHOD_BY_FIRST_STATUS: Partial<Record<OrderStatusId, string>> = {
  1: 'Check',
  10: 'Bank wire',
  11: 'PayPal',
  14: 'Cash on delivery',
};

/** Statuses that mean the payment has arrived. */
const PAID: readonly OrderStatusId[] = [2, 9, 12];
const SHIPPED: OrderStatusId = 4;

const HOUR = 3_600_000;

/**
 * The times of an order's statuses: the first at 9:15 on the day it was placed, the next a day
 * apart, closer together when the history would otherwise reach today, so that all of them lie
 * in the past whatever the hour (the last by 18:00 yesterday at the latest).
 */
function statusTimes(now: Date, placedDay: number, count: number): string[] {
  const first = Date.parse(daysFrom(now, placedDay, 9, 15));
  const latest = Date.parse(daysFrom(now, -1, 18, 0));
  const gap =
    count > 1 ? Math.min(24 * HOUR, Math.floor((latest - first) / (count - 1) / HOUR) * HOUR) : 0;
  return Array.from({ length: count }, (_, step) => new Date(first + step * gap).toISOString());
}

function customerOf(index: number): OrderCustomer {
  const [firstName, lastName, company, jobTitle, town, lat, lng] =
    CUSTOMERS[index % CUSTOMERS.length] ?? CUSTOMERS[0]!;
  const handle = `${firstName}.${lastName}`.normalize('NFKD').replace(/[^A-Za-z.]/g, '');
  return {
    id: `c${String(index + 1).padStart(3, '0')}`,
    firstName,
    lastName,
    avatar: initialsAvatar(`${firstName} ${lastName}`),
    company,
    jobTitle,
    email: `${handle.toLowerCase()}@example.com`,
    phone: `+1 555 01${String(10 + index).padStart(2, '0')}`,
    invoiceAddress: { address: `${12 + index} Market Street, ${town}`, lat, lng },
    shippingAddress: {
      address: `${company}, Farm Road ${3 + index}, ${town}`,
      lat: Math.round((lat + 0.05) * 100) / 100,
      lng: Math.round((lng + 0.05) * 100) / 100,
    },
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The sample orders of `products`, newest first, dated relative to `now`. */
export function sampleOrders(products: readonly Product[], now: Date): Order[] {
  return Array.from({ length: 24 }, (_, index) => {
    const lines = [0, 1, 2].slice(0, 1 + (index % 3)).map((offset) => {
      const product = products[(index * 5 + offset * 7) % products.length]!;
      const quantity = 1 + ((index + offset) % 4) * 2;
      const image = product.images.find((item) => item.id === product.featuredImageId);
      return {
        id: product.id,
        name: product.name,
        price: product.priceTaxIncl,
        quantity,
        total: cents(product.priceTaxIncl * quantity),
        image: image?.url ?? '',
      };
    });
    const subtotal = cents(lines.reduce((sum, line) => sum + line.total, 0));
    const tax = cents(subtotal - subtotal / 1.1);
    const discount = index % 4 === 0 ? cents(subtotal * 0.05) : 0;
    const total = cents(subtotal - discount);
    const history = HISTORIES[index % HISTORIES.length]!;
    const placed = -(index * 2 + 1);
    const times = statusTimes(now, placed, history.length);
    const status = history.map((statusId, step) => ({
      ...ORDER_STATUSES[statusId - 1]!,
      date: times[step]!,
    }));
    const date = daysFrom(now, placed, 8, 30);
    const dateOf = (statusId: OrderStatusId) => status.find((entry) => entry.id === statusId)?.date;
    const method = PAYMENT_METHOD_BY_FIRST_STATUS[history[0]!] ?? 'Credit card';
    const paidOn = PAID.map(dateOf).find((paid) => paid !== undefined);
    return {
      id: String(1000 + 24 - index),
      reference: `FB${String(87451 + index * 13).padStart(7, '0')}`,
      subtotal,
      tax,
      discount,
      total,
      date,
      customer: customerOf(index),
      products: lines,
      status,
      payment: {
        transactionId: `TX-${(0x3f2a1 + index * 977).toString(16).toUpperCase()}`,
        amount: total,
        method,
        date: paidOn ?? date,
      },
      shippingDetails: history.includes(SHIPPED)
        ? [
            {
              tracking: `TRK${String(550000 + index * 71)}`,
              carrier: CARRIERS[index % CARRIERS.length]!,
              weight: cents(lines.length * 3.5),
              fee: 3,
              date: dateOf(SHIPPED)!,
            },
          ]
        : [],
    };
  });
}
