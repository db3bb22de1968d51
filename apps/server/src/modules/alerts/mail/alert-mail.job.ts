import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertMailRoutes } from './alert-mail.routes.ts';
import { sendAlertMails } from './alert-mail.send.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alerts by mail: one pass now (or at `now`), as the job's timer makes them. */
    alertMail: { runOnce(now?: Date): Promise<number> };
  }
}

/**
 * Alerts by mail: the profile's choice (GET/PUT /api/alert-mail) and a small job in
 * the process that mails every ALERT_MAIL_EVERY_SECONDS (0: never; tests run passes
 * themselves). Passes never overlap in one process; several processes share the work through
 * alert_mails_sent. The timer keeps no process alive and stops when the app closes.
 */
export const alertMailModule = fp(async (app: FastifyInstance) => {
  await app.register(alertMailRoutes, { prefix: '/api' });
  let running: Promise<number> | undefined;
  const runOnce = (now = new Date()): Promise<number> => {
    running ??= sendAlertMails({
      db: app.database.db,
      mailer: app.mailer,
      log: app.log,
      now,
      appUrl: app.publicUrl(),
      zoneWithoutFarm: app.env.FARM_TIME_ZONE,
    }).finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('alertMail', { runOnce });
  const everyMs = app.env.ALERT_MAIL_EVERY_SECONDS * 1000;
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runOnce().catch((error: unknown) => app.log.error({ err: error }, 'alert mail pass failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
});
