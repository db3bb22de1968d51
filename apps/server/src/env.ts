import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { isTimeZone } from '@flockbook/contracts';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;
const hostName = (example: string) =>
  z.string().regex(HOST, `must be a host name such as ${example} (no scheme, no path)`);

/** Google's published keys for Firebase ID tokens. */
export const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('production')),
  PORT: optional(z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATA_DIR: optional(z.string().default('./data')).transform((dir) => resolve(dir)),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DEMO: optional(z.enum(['on', 'off']).default('on')),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optional(z.string().default(defaultWebDist)).transform((dir) => resolve(dir)),
  /** Signs access tokens; when unset one is generated once and kept in DATA_DIR. */
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  SIGNUP: optional(z.enum(['open', 'closed']).default('open')),
  SIGNUP_ROLE: optional(z.enum(['admin', 'staff', 'user']).default('admin')),
  /** smtp://user:pass@host:port or smtps://…; when unset mail is written to DATA_DIR/outbox. */
  SMTP_URL: optional(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optional(z.string().default('Flockbook <no-reply@flockbook.local>')),
  /** Address users reach the app at, used in emailed links. */
  PUBLIC_URL: optional(z.string().url().optional()),
  /** A new farm's time zone unless its form names one (IANA name, e.g. Asia/Karachi). */
  FARM_TIME_ZONE: optional(
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as UTC or Asia/Karachi')
      .default('UTC'),
  ),
  /** How often alerts are mailed to those who asked (seconds); 0 turns the mail job off. */
  ALERT_MAIL_EVERY_SECONDS: optional(z.coerce.number().int().min(0).max(86_400).default(300)),
  TRUST_PROXY: optional(z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),

  // Hosted sign-in (README, "Hosted sign-in"): an OpenID Connect issuer (Auth0-style)...
  OIDC_ISSUER: optional(httpUrl.optional()),
  /** Shorthand for OIDC_ISSUER=https://{AUTH0_DOMAIN}/ */
  AUTH0_DOMAIN: optional(hostName('your-tenant.eu.auth0.com').optional()),
  OIDC_CLIENT_ID: optional(z.string().max(200).optional()),
  OIDC_AUDIENCE: optional(z.string().max(500).optional()),
  // ...and a Firebase project.
  FIREBASE_API_KEY: optional(
    z
      .string()
      .regex(/^\S{1,200}$/, 'must be one word')
      .optional(),
  ),
  FIREBASE_AUTH_DOMAIN: optional(hostName('your-project.firebaseapp.com').optional()),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a project id: lowercase letters, digits, -')
      .optional(),
  ),
  FIREBASE_DATABASE_URL: optional(httpUrl.optional()),
  FIREBASE_JWKS_URL: optional(httpUrl.default(GOOGLE_SECURETOKEN_JWKS)),
  /** host:port of a Firebase Auth emulator whose unsigned tokens are trusted. Tests only. */
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+:\d{1,5}$/i, 'must be host:port, such as 127.0.0.1:9099')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once; throws an EnvError listing every variable that is wrong. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    ),
    ...incompleteProviders(source),
  ];
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new EnvError(problems);
}

type Source = Record<string, string | undefined>;

const HOSTED_SERVICES = [
  {
    name: 'OpenID Connect sign-in',
    required: [['OIDC_ISSUER', 'AUTH0_DOMAIN'], ['OIDC_CLIENT_ID']],
    optional: ['OIDC_AUDIENCE'],
  },
  {
    name: 'Firebase sign-in',
    required: [
      ['FIREBASE_API_KEY'],
      ['FIREBASE_AUTH_DOMAIN'],
      ['FIREBASE_PROJECT_ID'],
      ['FIREBASE_DATABASE_URL'],
    ],
    optional: ['FIREBASE_JWKS_URL', 'FIREBASE_AUTH_EMULATOR_HOST'],
  },
];

/**
 * A hosted sign-in service is configured when all its required variables are set; setting
 * only some of them is a mistake worth stopping for, not a silent "not configured".
 */
function incompleteProviders(source: Source): string[] {
  const isSet = (name: string) => (source[name] ?? '') !== '';
  const problems: string[] = [];
  for (const service of HOSTED_SERVICES) {
    const given = [...service.required.flat(), ...service.optional].filter(isSet);
    if (given.length === 0) continue;
    for (const names of service.required.filter((choice) => !choice.some(isSet))) {
      problems.push(
        `${names.join(' or ')}: missing; ${service.name} needs it since ${given.join(', ')} ` +
          `${given.length === 1 ? 'is' : 'are'} set (set all its variables, or none)`,
      );
    }
  }
  if (isSet('OIDC_ISSUER') && isSet('AUTH0_DOMAIN')) {
    problems.push('AUTH0_DOMAIN: set either OIDC_ISSUER or AUTH0_DOMAIN, not both');
  }
  return problems;
}
