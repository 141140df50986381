import { Elysia } from 'elysia';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { databaseLocation, openDatabase, type Db } from './db/database';
import { defaultConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { openBlobStore } from './storage/blobs';
import { LoginLimiter } from './auth/login-limiter';
import { ensureFirstAdmin } from './auth/first-admin';
import { loadOrCreateSecret } from './auth/secret';
import { authRoutes } from './auth';
import { oidcRoutes } from './auth/institute/oidc-routes';
import { ldapRoutes } from './auth/institute/ldap-routes';
import { instituteProviders } from './auth/institute/providers';
import { accountRoutes } from './modules/accounts';
import { activityRoutes } from './modules/activity';
import { trashRoutes } from './modules/trash';
import { adminWriteGate } from './auth/guard';
import { errorHandling } from './http/errors';
import { securityHeaders, securityHeadersFor } from './http/security';
import { bodyLimit } from './http/body-limit';
import { repeatedQueryRefusal } from './http/repeated-query';
import { requestLog } from './http/request-log';
import { VERSION } from './version';
import * as v from 'valibot';
import { responds } from './http/contract';
import { eventRoutes } from './modules/events';
import { fileRoutes } from './modules/files';
import { galleryRoutes } from './modules/gallery';
import { hostelRoutes } from './modules/hostels';
import { messRoutes } from './modules/messes';
import { notificationRoutes } from './modules/notifications';
import { peopleRoutes } from './modules/people';
import { backupRoutes } from './modules/backups';
import { searchRoutes } from './modules/search';
import { bulkRoutes } from './modules/bulk';
import { feedbackRoutes } from './modules/feedback';
import { pageRoutes } from './modules/pages';
import { translationRoutes } from './modules/translations';
import { BackupRunner } from './backup/backup-runner';
import { ResponseCache } from './modules/response-cache';
import { FastPath } from './http/fast-path';
import { writesSeenBy } from './http/writes-seen';
import { activityLog } from './modules/activity/log';
import { openApiRoutes } from './http/openapi';
import { certificateRoutes } from './modules/certificate';
import { mailRoutes } from './modules/mail';
import { subscriptionRoutes } from './modules/subscriptions';
import { subscriberRoutes } from './modules/subscriptions/admin';
import { archiveRoutes } from './modules/archive';
import { mailOutbox } from './modules/mail/outbox';
import type { CertificateRecord } from './transport/certificate-status';

export type CreateAppOptions = Partial<AppConfig> & {
  dataDir: string;
  /** `--database`: an sqlite:// or postgres:// URL; the data folder's hostel.db when absent. */
  databaseUrl?: string;
  /** A database opened already (the server opens it before the app, to check it first). */
  db?: Db;
  log?: (line: string) => void;
  /** Where the one-line-per-request log goes; serve passes console.log, tests leave it out. */
  requestLog?: (line: string) => void;
  /** The certificate this server serves https with, for the owners' dashboard; none on plain http. */
  certificate?: CertificateRecord | null;
};

/** Builds the whole app on a data folder without listening: main.ts serves it, tests call app.handle. */
export async function createApp(options: CreateAppOptions) {
  const config: AppConfig = { ...defaultConfig(options.dataDir), ...options };
  mkdirSync(config.dataDir, { recursive: true });
  const db = options.db ?? (await openDatabase(databaseLocation(options.databaseUrl, config.dataDir)));
  const blobs = openBlobStore(join(config.dataDir, 'blobs'), db);
  const fastPath = new FastPath();
  const headers = securityHeadersFor(config);
  const ctx: AppContext = {
    db,
    config,
    blobs,
    secret: await loadOrCreateSecret(db, config.dataDir),
    loginLimiter: new LoginLimiter(db, config.login),
    backups: new BackupRunner({ db, dataDir: config.dataDir }, options.log ?? console.log),
    responses: new ResponseCache(db, Infinity, fastPath, headers),
    activity: activityLog(db, blobs, { enabled: config.recordActivity }),
    mail: mailOutbox(config.publicUrl),
    institute: instituteProviders(config),
  };
  // A new site's admin password is hashed on Bun's thread pool
  // while the routes are built and the server prepares the site.
  const firstAdmin = ensureFirstAdmin(db, options.log);
  const requests = requestLog(options.requestLog);

  const app = new Elysia()
    .use(errorHandling)
    .use(securityHeaders(headers))
    .use(repeatedQueryRefusal)
    .use(adminWriteGate(ctx))
    // After the gate: the last wrap is the outermost, so the log's clock includes the gate's check.
    .use(requests.plugin)
    .use(bodyLimit(config.uploadLimitBytes))
    .get(
      '/api/health',
      async ({ set }) => {
        try {
          await db.get('SELECT 1');
          return { status: 'ok', version: VERSION };
        } catch {
          set.status = 503;
          return { status: 'unavailable', version: VERSION, message: 'The database cannot be read.' };
        }
      },
      {
        detail: responds('Whether the server can read its database', {
          200: v.object({ status: v.string(), version: v.string() }),
          503: v.object({ status: v.string(), version: v.string(), message: v.string() }),
        }),
      },
    )
    .use(authRoutes(ctx))
    .use(oidcRoutes(ctx))
    .use(ldapRoutes(ctx))
    .use(accountRoutes(ctx))
    .use(activityRoutes(ctx))
    .use(peopleRoutes(ctx))
    .use(hostelRoutes(ctx))
    .use(messRoutes(ctx))
    .use(eventRoutes(ctx))
    .use(notificationRoutes(ctx))
    .use(fileRoutes(ctx))
    .use(galleryRoutes(ctx))
    .use(searchRoutes(ctx))
    .use(backupRoutes(ctx))
    .use(trashRoutes(ctx))
    .use(bulkRoutes(ctx))
    .use(pageRoutes(ctx))
    .use(feedbackRoutes(ctx))
    .use(translationRoutes(ctx))
    .use(certificateRoutes(ctx, options.certificate ?? null))
    .use(mailRoutes(ctx))
    .use(subscriptionRoutes(ctx))
    .use(subscriberRoutes(ctx))
    .use(archiveRoutes(ctx));
  app.use(openApiRoutes(app));
  await firstAdmin.created;

  return {
    app,
    ctx,
    /** Settles once a new site's admin can sign in (at once on a site that has one). */
    adminReady: firstAdmin.ready,
    /**
     * What the server calls for each request: a visitor's published response at
     * once, else the app's; first, caught up with the writes the sender has seen.
     */
    fetch: (request: Request) => {
      const started = performance.now();
      const seen = writesSeenBy(request);
      if (seen !== null) db.catchUp(seen);
      const published = fastPath.find(request);
      return published
        ? requests.logAs(published.requestLine, started, published.shared.respond(request))
        : app.fetch(request);
    },
    /** Writes the request log's pending lines now rather than with the next batch. */
    flushRequestLog: requests.flush,
    close: async () => {
      await firstAdmin.ready.catch(() => {});
      requests.flush();
      await db.close();
    },
  };
}
