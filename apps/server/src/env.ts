import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

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
  TRUST_PROXY: optional(z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
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
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}
