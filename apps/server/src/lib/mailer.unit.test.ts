import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const log = pino({ level: 'silent' });
const mail = {
  to: 'farm.manager@example.com',
  subject: 'Reset your password',
  text: 'Open this link',
};

describe('createMailer over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Flockbook <no-reply@flockbook.local>',
      outboxDir: '/nonexistent',
      log,
    });
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@flockbook.local',
      to: ['farm.manager@example.com'],
    });
    expect(received[0]?.raw).toContain('Subject: Reset your password');
    expect(received[0]?.raw).toContain('Open this link');
  });
});

describe('createMailer without SMTP', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flockbook-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message into the outbox folder', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Flockbook <a@b.c>', outboxDir, log });
    await mailer.send(mail);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(raw).toContain('To: farm.manager@example.com');
    expect(raw).toContain('Open this link');
  });
});
