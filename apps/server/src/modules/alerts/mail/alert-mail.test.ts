import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { alertMailsSent } from '@flockbook/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFarmFixture } from '../../../test/farm-fixture.ts';
import type { FarmFixture } from '../../../test/farm-fixture.ts';
import type { Mail } from '../../../lib/mailer.ts';
import { sendAlertMails } from './alert-mail.send.ts';

const DAY_1 = new Date('2026-11-20T08:00:00Z');
const DAY_2 = new Date('2026-11-21T08:00:00Z');

type OutboxMail = { to: string; subject: string; text: string };

/** The outbox's mails, oldest first, with their text decoded (quoted-printable). */
function outbox(): OutboxMail[] {
  const dir = join(f.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
      const text = body
        .join('\n\n')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\r\n/g, '\n');
      return { to: header('To'), subject: header('Subject'), text };
    });
}
const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);

let f: FarmFixture;
let flockId: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: DAY_1 });
  f = await buildFarmFixture();
  const farmId = await f.farm('Mail Farm');
  flockId = await f.flock(farmId, {
    name: 'Mail flock',
    placedOn: '2026-11-10',
    chicksPlaced: 1000,
    freeChicks: 0,
  });
  // 20 of 1,000 in one day: a one-day mortality alert.
  const death = await f.staff('POST', '/api/deaths', { flockId, date: '2026-11-20', count: 20 });
  expect(death.statusCode, death.body).toBe(201);
  // Medicine with a price: its money must not reach staff by mail.
  const medicine = await f.staff('POST', '/api/medicines', {
    farmId,
    date: '2026-11-11',
    name: 'Gumboro vaccine',
    kind: 'vaccine',
    unit: 'dose',
    quantity: 1000,
    unitPrice: 7.25,
    expiresOn: '2026-11-25',
  });
  expect(medicine.statusCode, medicine.body).toBe(201);
});
afterAll(async () => {
  await f.close();
  vi.useRealTimers();
});

describe('the alert mail choice (GET/PUT /api/alert-mail)', () => {
  it('starts as the digest for admins and none for staff, and is each user’s own', async () => {
    expect((await f.admin('GET', '/api/alert-mail')).json()).toEqual({
      mode: 'digest',
      digestHour: 7,
    });
    expect((await f.staff('GET', '/api/alert-mail')).json()).toEqual({
      mode: 'none',
      digestHour: 7,
    });
    const bad = await f.staff('PUT', '/api/alert-mail', { mode: 'instant', digestHour: 24 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('digestHour');
    expect(
      (await f.staff('PUT', '/api/alert-mail', { mode: 'weekly', digestHour: 7 })).statusCode,
    ).toBe(400);
    expect((await f.guest('GET', '/api/alert-mail')).statusCode).toBe(401);
    const saved = await f.staff('PUT', '/api/alert-mail', { mode: 'instant', digestHour: 6 });
    expect(saved.json()).toEqual({ mode: 'instant', digestHour: 6 });
    expect((await f.staff('GET', '/api/alert-mail')).json()).toEqual(saved.json());
    expect((await f.admin('GET', '/api/alert-mail')).json()).toMatchObject({ mode: 'digest' });
  });
});

describe('alerts by mail', () => {
  beforeEach(() => vi.setSystemTime(DAY_1));

  it('mails staff each new alert once, without money', async () => {
    await f.staff('PUT', '/api/alert-mail', { mode: 'instant', digestHour: 7 });
    await f.admin('PUT', '/api/alert-mail', { mode: 'none', digestHour: 7 });
    await f.app.alertMail.runOnce();
    const [first, ...more] = mailsTo('staff@example.com');
    expect(more).toEqual([]);
    expect(mailsTo('admin@example.com')).toEqual([]);
    expect(first?.text).toContain(
      'Mail Farm, Mail flock: 20 deaths on 2026-11-20: 2.00 % of 1000 birds alive',
    );
    expect(first?.text).toContain('Gumboro vaccine');
    expect(first?.text).not.toMatch(/7\.25|PKR|price|cost/i);
    // Nothing new: no second mail; a new alert: a mail with it alone.
    await f.app.alertMail.runOnce();
    expect(mailsTo('staff@example.com')).toHaveLength(1);
    await f.admin('PATCH', '/api/settings', { waterDropAlertPercent: 20 });
    for (const [date, waterLitres] of [
      ['2026-11-19', '500'],
      ['2026-11-20', '300'],
    ]) {
      const reading = await f.staff('POST', '/api/house-readings', {
        flockId,
        date,
        waterLitres,
        minTempC: '27',
        maxTempC: '31',
      });
      expect(reading.statusCode, reading.body).toBe(201);
    }
    await f.app.alertMail.runOnce();
    // The outbox names files by the (faked, unmoving) clock: mails are told apart by content.
    const mails = mailsTo('staff@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.text.includes('20 deaths'))).toHaveLength(1);
    const water = mails.filter((mail) => mail.text.includes('Water 300 L'));
    expect(water).toHaveLength(1);
    expect(water[0]?.subject).toBe('Flockbook alert: Mail Farm, Mail flock');
    expect(water[0]?.text).toContain(
      'Mail Farm, Mail flock: Water 300 L on 2026-11-20, 40 % below 500 L the day before (alert at 20 %)',
    );
    expect(water[0]?.text).not.toContain('20 deaths');
  });

  it('builds the digest once per person per day, from their hour of the farm’s day', async () => {
    await f.admin('PUT', '/api/alert-mail', { mode: 'digest', digestHour: 9 });
    vi.setSystemTime(new Date('2026-11-20T08:59:00Z')); // the farm is on UTC
    await f.app.alertMail.runOnce();
    expect(mailsTo('admin@example.com')).toEqual([]);
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    await f.app.alertMail.runOnce();
    await f.app.alertMail.runOnce();
    vi.setSystemTime(new Date('2026-11-20T23:00:00Z'));
    await f.app.alertMail.runOnce();
    const [digest, ...more] = mailsTo('admin@example.com');
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/^Flockbook digest of 2026-11-20: \d+ alerts open$/);
    expect(digest?.text).toContain('20 deaths on 2026-11-20');
    vi.setSystemTime(new Date(DAY_2.getTime() + 3600_000));
    await f.app.alertMail.runOnce();
    await f.app.alertMail.runOnce();
    const subjects = mailsTo('admin@example.com').map((mail) => mail.subject.slice(0, 30));
    expect(subjects.sort()).toEqual([
      'Flockbook digest of 2026-11-20',
      'Flockbook digest of 2026-11-21',
    ]);
  });

  it('retries a failed send on the next pass and sends once when passes run at once', async () => {
    await f.staff('PUT', '/api/alert-mail', { mode: 'none', digestHour: 7 });
    await f.admin('PUT', '/api/alert-mail', { mode: 'instant', digestHour: 7 });
    const sent: Mail[] = [];
    let failures = 1;
    const run = {
      db: f.database.db,
      mailer: {
        async send(mail: Mail) {
          await new Promise((resolve) => setImmediate(resolve));
          if (failures > 0) {
            failures -= 1;
            throw new Error('SMTP server down');
          }
          sent.push(mail);
        },
      },
      log: f.app.log,
      now: new Date('2026-11-22T10:00:00Z'),
      appUrl: 'http://farm.example',
      zoneWithoutFarm: 'UTC',
    };
    expect(await sendAlertMails(run)).toBe(0);
    const pending = await f.database.db.select().from(alertMailsSent);
    expect(
      pending.filter((row) => row.lastError?.includes('SMTP server down')).length,
    ).toBeGreaterThan(0);
    // Two passes at once (two processes): one mail, then none.
    const counts = await Promise.all([sendAlertMails(run), sendAlertMails(run)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'admin@example.com' });
    expect(sent[0]?.text).toContain('Open Flockbook: http://farm.example');
    expect(await sendAlertMails(run)).toBe(0);
  });
});
