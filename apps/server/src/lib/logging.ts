import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: standard output by default, a test's own stream to read them. */
export type LogStream = { write(line: string): void };

/**
 * Logger options: logs never carry secrets or personal data. Errors keep their type, message,
 * stack and SQLSTATE but never a failed query's parameters (a new user's password hash and
 * profile) nor the database's detail; requests are logged by method and path, their query
 * values and bodies never; anything logged under a secret or personal key is redacted.
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: safeError, req: safeRequest },
  };
}

const SECRET_OR_PERSONAL = ['password', 'passwordHash', 'token', 'access_token', 'email', 'to'];
const REDACTED = [
  'body',
  'req.body',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_OR_PERSONAL,
  ...SECRET_OR_PERSONAL.map((key) => `*.${key}`),
];

const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+\.[a-z]{2,}/gi;

/** Error properties that name what failed without carrying any value. */
const KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column'] as const;

type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

export function safeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: '', stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const raw = typeof source.message === 'string' ? source.message : '';
  const message = withoutValues(source, raw);
  const safe: SafeError = {
    type: source.constructor?.name ?? String(source.name),
    message,
    stack: typeof source.stack === 'string' ? source.stack.replace(raw, () => message) : '',
  };
  for (const key of KEPT) {
    if (typeof source[key] === 'string' || typeof source[key] === 'number') safe[key] = source[key];
  }
  if (source.cause !== undefined && depth < 3) safe.cause = safeError(source.cause, depth + 1);
  return safe;
}

/**
 * A message without the values it may quote: a failed query's parameters, the value a
 * database error names (`invalid input syntax for type uuid: "…"`), a mail address (an SMTP
 * server's refusal).
 */
function withoutValues(error: Record<string, unknown>, message: string): string {
  if ('params' in error && typeof error.query === 'string') return `Failed query: ${error.query}`;
  return message.replace(/: "[\s\S]*"$/, ': [redacted]').replace(EMAIL, '[email]');
}

function safeRequest(request: FastifyRequest): Record<string, unknown> {
  const [path = '', query] = request.url.split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: names.length > 0 ? `${path}?${names.map((name) => `${name}=…`).join('&')}` : path,
    host: request.host,
    remoteNetwork: networkOf(request.ip),
  };
}

/**
 * The client's network rather than its address (IPv4 /24, IPv6 /48): enough to see where
 * abuse comes from, without logging a person's address.
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return 'unknown';
  const [head = ''] = ip.split('::', 1);
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  while (groups.length < 3) groups.push('0');
  return `${groups.join(':')}::/48`;
}
