import type { Alert } from '@flockbook/contracts';

type AlertMailInput =
  | { kind: 'instant'; alerts: Alert[]; appUrl: string }
  | { kind: 'digest'; day: string; alerts: Alert[]; appUrl: string };

/** One alert as a line of mail: where it is, then its sentence (what was seen, the threshold). */
const line = (alert: Alert) =>
  `- ${alert.farmName}${alert.flockName ? `, ${alert.flockName}` : ''}: ${alert.message}`;

/** The subject and text of a mail of new alerts, or of a day's digest. */
export function alertMail(input: AlertMailInput): { subject: string; text: string } {
  const { alerts } = input;
  const count = `${alerts.length} ${alerts.length === 1 ? 'alert' : 'alerts'}`;
  const subject =
    input.kind === 'digest'
      ? `Flockbook digest of ${input.day}: ${alerts.length === 0 ? 'no open alerts' : `${count} open`}`
      : alerts.length === 1 && alerts[0]
        ? `Flockbook alert: ${alerts[0].farmName}${alerts[0].flockName ? `, ${alerts[0].flockName}` : ''}`
        : `Flockbook: ${count} new`;
  const lead =
    input.kind === 'digest'
      ? alerts.length === 0
        ? `No alerts are open on ${input.day}.`
        : `Open alerts on ${input.day}:`
      : alerts.length === 1
        ? 'A new alert:'
        : 'New alerts:';
  const text = [
    lead,
    ...(alerts.length > 0 ? ['', ...alerts.map(line)] : []),
    '',
    `Open Flockbook: ${input.appUrl}`,
    'You chose these mails in your profile, where you can change or stop them.',
    '',
  ].join('\n');
  return { subject, text };
}
