import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { e2eDataDir } from './environment.ts';

/** Folder the server writes mail into when no SMTP server is configured. */
export function outboxDir(): string {
  return path.join(e2eDataDir(), 'outbox');
}

/** Undoes quoted-printable: soft line breaks and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function addressedTo(message: string, email: string): boolean {
  const to = /^To:\s*(.+)$/im.exec(message)?.[1] ?? '';
  return to.toLowerCase().includes(email.toLowerCase());
}

/** The newest message to `email`, decoded; waits for it, since the server sends in the background. */
export async function waitForMail(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir()).catch(() => [] as string[]);
    // File names start with an ISO time stamp, so the newest sorts last.
    for (const name of names
      .filter((entry) => entry.endsWith('.eml'))
      .sort()
      .reverse()) {
      const message = decodeQuotedPrintable(await readFile(path.join(outboxDir(), name), 'utf8'));
      if (addressedTo(message, email)) return message;
    }
    await delay(200);
  }
  throw new Error(`No mail to ${email} arrived in ${outboxDir()} within ${timeoutMs / 1000} s.`);
}

/** Path and query of the single-use link to `linkPath` in the newest mail to `email`. */
async function waitForTokenLink(email: string, linkPath: string): Promise<string> {
  const message = await waitForMail(email);
  const link = new RegExp(`https?://[^\\s/]+(${linkPath}\\?token=[A-Za-z0-9_-]+)`).exec(message);
  if (!link?.[1]) throw new Error(`The mail to ${email} holds no ${linkPath} link:\n${message}`);
  return link[1];
}

/** Path and query of the reset link in the newest mail to `email`, to open on the test server. */
export function waitForResetLink(email: string): Promise<string> {
  return waitForTokenLink(email, '/reset-password-firebase');
}

/** Path and query of the invitation link in the newest mail to `email`. */
export function waitForInvitationLink(email: string): Promise<string> {
  return waitForTokenLink(email, '/invitation');
}
