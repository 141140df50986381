import { mkdirSync } from 'node:fs';
import { publicUrlFromEnvironment, type InstituteSettings, type MailSettings } from './config';
import { createApp } from './app';
import { databaseLocation, openDatabase, type Db } from './db/database';
import { DiskBlobs } from './storage/blobs';
import { assertWritableFolder } from './cli/data-folder';
import { siteRoutes } from './render/site';
import * as webBuild from '../dist/web/manifest';
import { seedDemoContentOnce } from './demo/seed';
import { addStartingGalleryOnce } from './modules/gallery/starting-items';
import { addStartingTranslationsOnce } from './modules/translations/starting';
import { lockDataFolder } from './storage/data-lock';
import { referencedBlobKeys } from './storage/referenced-blobs';
import { backUpBeforeUpgrade, openPostgresBackedUp } from './backup/before-upgrade';
import { startBackupSchedule, type BackupSchedule } from './backup/backup-schedule';
import { startExpiredSessionSweep } from './auth/sessions';
import { startInstituteRecheck } from './auth/institute/recheck';
import { startActivitySweep } from './modules/activity/sweep';
import { startTrashSweep } from './modules/trash/sweep';
import { startDailyChore } from './db/daily-chore';
import { deleteOldAnswers } from './http/idempotency';
import { startMailSender } from './modules/mail/sender';
import { startMailAlerts } from './modules/subscriptions/alerts';
import { deleteUnconfirmed } from './modules/subscriptions/repo';
import { certificateFromFiles, certificateRecordFor, serveHttps, type HttpsSettings } from './transport/https';
import { watchCertificate } from './transport/certificate-watch';

export type ServeOptions = {
  port: number;
  host: string;
  dataDir: string;
  /** `--database`; the data folder's SQLite file when absent. */
  databaseUrl?: string;
  demo: boolean;
  /** Serve https on `port`, with the plain-http port redirecting; plain http on `port` when absent. */
  https?: HttpsSettings;
  /** The relay mail goes out through; none: the site sends no mail. */
  mail?: MailSettings | null;
  /** Sign-in through the institute; none: passwords only. */
  institute?: InstituteSettings;
  backupSchedule: BackupSchedule;
  /** Between removals of expired sign-in sessions; a day unless a test wants less. */
  sessionSweepEveryMs?: number;
  /** How often the certificate served is looked at for the office's mail (tests look often). */
  certificateCheckEveryMs?: number;
  /** How often every institute session is rechecked (HOSTEL_INSTITUTE_RECHECK_SECONDS; 5 minutes). */
  instituteRecheckEveryMs?: number;
  log?: (line: string) => void;
  /** Where a failing timed job (a scheduled backup, a daily chore) is reported. */
  warn?: (line: string) => void;
};

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** Requests in flight get this long to finish on shutdown before their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

function prepareDataFolder(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`The data folder ${dataDir} cannot be created (${(error as NodeJS.ErrnoException).code}).`);
  }
  assertWritableFolder(dataDir, 'data folder');
}

/**
 * Opens the database (with SQLite: takes the data folder's lock), backs it
 * up before an upgrade (on PostgreSQL, one instance of those starting at
 * once), migrates it, sweeps orphaned uploads, adds the demo content, serves
 * the API and the web app, and starts the timed jobs (backup schedule,
 * expired session sweep). stop() undoes it all, letting requests
 * in flight finish. With PostgreSQL, several instances may do this at once:
 * the data folder holds only caches then.
 */
export async function startServer(options: ServeOptions) {
  const log = options.log ?? console.log;
  const warn = options.warn ?? console.error;
  const location = databaseLocation(options.databaseUrl, options.dataDir);
  // A port in use, a wrong --host, a bad certificate or an unreachable database must not leave a new data folder and a
  // first admin password behind.
  assertCanListen(options, options.port, '--port');
  const https = options.https;
  if (https?.httpPort != null) assertCanListen(options, https.httpPort, '--http-port');
  if (https && 'acme' in https.certificate && location.engine === 'postgres') {
    throw new Error(
      'ACME (--domain) needs the data folder to keep its certificate, which several ' +
        'instances on PostgreSQL do not share. Let nginx in front hold the certificate ' +
        '(docs/operating.md, HTTPS), or give every instance the same --tls-cert and --tls-key.',
    );
  }
  const pair = https ? certificateFromFiles(https) : null;
  const certificate = https ? certificateRecordFor(https) : null;
  let db: Db | undefined;
  if (location.engine === 'postgres') db = await openPostgresBackedUp(location.url, options.dataDir, log);
  prepareDataFolder(options.dataDir);
  const lock = location.engine === 'sqlite' ? lockDataFolder(options.dataDir) : null;
  let opened: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    if (location.engine === 'sqlite') await backUpBeforeUpgrade(location.file, options.dataDir, log);
    db ??= await openDatabase(location);
    let logRequests = false;
    opened = await createApp({
      dataDir: options.dataDir,
      db,
      log,
      requestLog: (line) => logRequests && log(line),
      mail: options.mail ?? null,
      institute: options.institute ?? { oidc: null, ldap: null },
      ...(https && { https: true, hsts: https.hsts, certificate, publicUrl: publicUrlOf(options, https) }),
    });
    const { app, ctx, close, flushRequestLog } = opened;

    if (ctx.blobs instanceof DiskBlobs) {
      const removed = ctx.blobs.sweepOrphans(await referencedBlobKeys(ctx.db));
      if (removed) log(`Removed ${removed} stored file(s) that no record names (left by an interrupted upload).`);
    }
    await addStartingGalleryOnce(ctx);
    await addStartingTranslationsOnce(ctx);
    await seedDemoContentOnce(app, ctx, options.demo);
    await opened.adminReady;
    // The seed's own requests are not the site's traffic: their lines go while the log is still off.
    flushRequestLog();
    app.use(siteRoutes(ctx, webBuild));
    const listening = https
      ? await serveHttps(https, certificate!, pair, {
          port: options.port,
          hostname: options.host,
          publicUrl: ctx.config.publicUrl,
          dataDir: options.dataDir,
          serve: siteServeOptions(opened),
          serving: (server) => (app.server = server),
          log,
          warn,
        })
      : listen(opened, options);
    // The executable starts with the JIT slow to compile (scripts/build.ts):
    // what ran until now runs once. Serving runs all day.
    Bun.unsafe.setJITPolicy(1);
    logRequests = true;
    const schedule = startBackupSchedule(ctx.backups, options.backupSchedule, log, warn, (reason) =>
      ctx.db.write((tx) => ctx.mail.office(tx, { kind: 'backup failed', reason })),
    );
    // The daily chores report only their failures.
    const sessionSweep = startExpiredSessionSweep(ctx.db, warn, options.sessionSweepEveryMs);
    const activitySweep = startActivitySweep(ctx.db, ctx.config.activityDays, warn);
    const trashSweep = startTrashSweep(ctx, warn);
    const answersSweep = startDailyChore(
      ctx.db,
      'idempotent answers',
      () => deleteOldAnswers(ctx.db),
      warn,
      'Removing old write answers failed',
    );
    const unconfirmedSweep = startDailyChore(
      ctx.db,
      'unconfirmed subscriptions',
      () => deleteUnconfirmed(ctx.db),
      warn,
      'Removing unconfirmed subscriptions failed',
    );
    const certificateWatch =
      certificate &&
      watchCertificate(
        certificate,
        (trouble) => ctx.db.write((tx) => ctx.mail.office(tx, { kind: 'certificate', trouble })),
        warn,
        { everyMs: options.certificateCheckEveryMs },
      );
    const mailSender = ctx.config.mail && startMailSender(ctx, ctx.config.mail, warn);
    const mailAlerts = startMailAlerts(ctx, warn);
    const instituteRecheck =
      (ctx.institute.oidc || ctx.institute.ldap) && startInstituteRecheck(ctx, warn, options.instituteRecheckEveryMs);

    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
    const shown = shownHost.includes(':') ? `[${shownHost}]` : shownHost;
    return {
      app,
      ctx,
      url: `${https ? 'https' : 'http'}://${shown}:${listening.port}`,
      /** With https, the plain-http address that redirects to it (and answers ACME); else null. */
      redirectingUrl:
        'httpPort' in listening && listening.httpPort !== null ? `http://${shown}:${listening.httpPort}` : null,
      /** Closes every connection now, without waiting for requests in flight. */
      stopNow: () => listening.stop(true),
      async stop() {
        schedule.stop();
        sessionSweep.stop();
        activitySweep.stop();
        trashSweep.stop();
        answersSweep.stop();
        unconfirmedSweep.stop();
        instituteRecheck?.stop();
        await certificateWatch?.stop();
        await mailSender?.stop();
        await mailAlerts.stop();
        const force = setTimeout(() => void listening.stop(true), SHUTDOWN_GRACE_MS);
        await listening.stop(false);
        clearTimeout(force);
        await ctx.backups.idle();
        await close();
        lock?.release();
      },
    };
  } catch (error) {
    await (opened ? opened.close() : db?.close());
    lock?.release();
    throw error;
  }
}

/** The public URL with --domain: https and the first domain, and the port unless it is 443. */
function publicUrlOf(options: ServeOptions, https: HttpsSettings) {
  const fromEnvironment = publicUrlFromEnvironment();
  if (fromEnvironment || !('acme' in https.certificate)) return fromEnvironment;
  return `https://${https.certificate.acme.domains[0]}${options.port === 443 ? '' : `:${options.port}`}`;
}

function listenFailure(error: unknown, { host }: ServeOptions, port: number, flag: string) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return new Error(`Port ${port} is already in use. Choose another with ${flag}.`);
  if (code === 'EACCES') {
    return new Error(
      `Port ${port} needs more privileges. Give the service the right to use ports below 1024 ` +
        '(AmbientCapabilities=CAP_NET_BIND_SERVICE in its systemd unit, ' +
        `see docs/operating.md), or choose a port above 1023 with ${flag}.`,
    );
  }
  if (code === 'EINVAL' || code === 'EADDRNOTAVAIL') {
    return new Error(
      `${host} is not an address of this machine. Choose another with --host (0.0.0.0 listens on every address).`,
    );
  }
  return new Error(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
}

/** Listens for a moment on the address serve will use, with the same options, and lets go. */
function assertCanListen(options: ServeOptions, port: number, flag: string) {
  try {
    Bun.serve({ port, hostname: options.host, reusePort: false, fetch: () => new Response() }).stop(true);
  } catch (error) {
    throw listenFailure(error, options, port, flag);
  }
}

/** What the site's server is given, over http or https. */
function siteServeOptions({ app, fetch, ctx }: Awaited<ReturnType<typeof createApp>>) {
  // Routes added after the demo's seed requests compiled the app.
  app.compile();
  return {
    idleTimeout: 30,
    // Uploads may come as base64 data URLs inside JSON, a third larger than the file.
    maxRequestBodySize: Math.ceil((ctx.config.uploadLimitBytes * 4) / 3) + 2 * 1024 * 1024,
    // Bun.serve rather than app.listen: each request meets the fast path before Elysia's routes.
    fetch,
  };
}

function listen(opened: Awaited<ReturnType<typeof createApp>>, options: ServeOptions) {
  try {
    const server = Bun.serve({
      ...siteServeOptions(opened),
      port: options.port,
      hostname: options.host,
      reusePort: false,
      development: false,
    });
    opened.app.server = server;
    return { port: server.port!, stop: (force: boolean) => server.stop(force) };
  } catch (error) {
    throw listenFailure(error, options, options.port, '--port');
  }
}
