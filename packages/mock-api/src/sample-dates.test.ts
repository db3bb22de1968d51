import { describe, expect, it } from 'vitest';
import { courseSampleData } from './apps/academy/sample-data.ts';
import { analyticsSampleData } from './apps/analytics-dashboard/sample-data.ts';
import { chats } from './apps/chat/sample-data.ts';
import { ORDER_STATUSES } from './apps/e-commerce/contract.ts';
import { eCommerceSampleData } from './apps/e-commerce/sample-data.ts';
import { fileManagerSampleData } from './apps/file-manager/sample-data.ts';
import { mailSampleData } from './apps/mail/sample-data.ts';
import { noteSampleData } from './apps/notes/sample-data.ts';
import { sampleTimeline } from './apps/profile/sample-data.ts';
import { scrumboardSampleData } from './apps/scrumboard/sample-data.ts';

/**
 * The sample data is dated relative to the moment it is made. Whatever the hour, what has
 * happened (orders and their statuses, mails, messages, edits, sales) lies in the past and in
 * order; only what is planned (due dates, events, reminders) may lie ahead.
 */
const MOMENTS = [
  new Date(2026, 10, 27, 0, 20), // just after midnight
  new Date(2026, 10, 27, 8, 0), // before the working day's fixed hours
  new Date(2026, 10, 27, 23, 50), // late in the evening
  new Date(2027, 0, 1, 6, 30), // the first day of a year, across a month and year boundary
];

const at = (iso: string) => Date.parse(iso);
const ascending = (times: readonly number[]) =>
  times.every((time, i) => i === 0 || times[i - 1]! <= time);

describe.each(MOMENTS.map((now) => [now.toString(), now] as const))(
  'sample data made at %s',
  (_, now) => {
    const past = (iso: string) => expect(at(iso), iso).toBeLessThanOrEqual(now.getTime());

    it('dates every order, its status history, payment and shipment in the past and in order', () => {
      const { orders } = eCommerceSampleData(now);
      for (const order of orders) {
        const history = order.status.map((status) => at(status.date));
        past(order.date);
        order.status.forEach((status) => past(status.date));
        expect(ascending([at(order.date), ...history]), `order ${order.id}`).toBe(true);
        past(order.payment.date);
        expect(at(order.payment.date)).toBeGreaterThanOrEqual(at(order.date));
        for (const shipment of order.shippingDetails) {
          const shipped = order.status.find((status) => status.name === ORDER_STATUSES[3].name);
          expect(shipment.date).toBe(shipped?.date);
        }
      }
      // Newest first, the newest placed within the last three days.
      const placed = orders.map((order) => at(order.date));
      expect(ascending([...placed].reverse())).toBe(true);
      expect(now.getTime() - placed[0]!).toBeLessThan(3 * 86_400_000);
    });

    it('pays each order the way its first status says', () => {
      const byFirstStatus: Record<string, string> = {
        'Awaiting check payment': 'Check',
        'Awaiting bank wire payment': 'Bank wire',
        'Awaiting PayPal payment': 'PayPal',
        'Awaiting Cash-on-delivery payment': 'Cash on delivery',
      };
      for (const order of eCommerceSampleData(now).orders) {
        const first = order.status[0]!.name;
        expect(order.payment.method, `order ${order.id}`).toBe(
          byFirstStatus[first] ?? 'Credit card',
        );
      }
    });

    it('sends mails, writes notes, comments on cards and posts before now', () => {
      mailSampleData(now).forEach((mail) => past(mail.time));
      noteSampleData(now).forEach((note) => past(note.time));
      for (const board of scrumboardSampleData(now)) {
        for (const card of board.cards) {
          card.activities.forEach((activity) => past(activity.time));
          card.attachments.forEach((attachment) => past(attachment.time));
        }
      }
      const timeline = sampleTimeline(now);
      timeline.activities.forEach((activity) => past(activity.time));
      for (const post of timeline.posts) {
        past(post.time);
        post.comments.forEach((comment) => past(comment.time));
      }
    });

    it('updates courses and files in the past, files created before modified', () => {
      courseSampleData(now).forEach((course) => past(course.updated));
      for (const file of fileManagerSampleData(now)) {
        [file.created, file.modified, file.opened].forEach(past);
        expect(at(file.created), file.name).toBeLessThanOrEqual(at(file.modified));
      }
    });

    it('counts the shop’s sales only for slots that have begun', () => {
      const { sales } = analyticsSampleData(now).widget8;
      for (const slots of Object.values(sales)) {
        slots.forEach((slot) => past(slot.from));
        expect(ascending(slots.map((slot) => at(slot.from)))).toBe(true);
      }
      expect(sales['1Day'].length).toBeGreaterThan(0);
    });
  },
);

describe('chat sample data', () => {
  it('has every message before now and each conversation in order', () => {
    for (const chat of chats) {
      const times = chat.dialog.map((message) => at(message.time));
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
      expect(ascending(times), chat.id).toBe(true);
    }
  });
});
