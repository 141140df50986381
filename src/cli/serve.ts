import { startServer } from '../server';
import { VERSION } from '../version';
import { DEFAULT_BACKUP_SCHEDULE } from '../backup/backup-schedule';
import { listeningLine } from './listening-line';
import { HTTPS_OPTIONS, httpsSettingsOf } from './https-options';
import { MAIL_OPTIONS, mailSettingsOf } from './mail-options';
import { INSTITUTE_OPTIONS, instituteSettingsOf } from './institute-options';
import { RECHECK_EVERY_MS } from '../auth/institute/recheck';
import { STORE_OPTIONS, nonEmptyOption, numberOption, parseCommandLine, storeOf } from './usage';

export async function serveCommand(args: string[]) {
  const { values } = parseCommandLine(
    'serve',
    args,
    {
      port: { type: 'string' },
      host: { type: 'string' },
      ...STORE_OPTIONS,
      demo: { type: 'boolean' },
      'backup-every': { type: 'string' },
      'backup-keep': { type: 'string' },
      ...HTTPS_OPTIONS,
      ...MAIL_OPTIONS,
      ...INSTITUTE_OPTIONS,
    },
    { names: [], required: 0 },
  );
  const env = process.env;
  const https = httpsSettingsOf(values);
  const options = {
    port: numberOption('--port', values.port ?? env.PORT, https ? 443 : 3000, { min: 0, max: 65535, integer: true }),
    https,
    mail: mailSettingsOf(values),
    institute: instituteSettingsOf(values),
    instituteRecheckEveryMs:
      numberOption('HOSTEL_INSTITUTE_RECHECK_SECONDS', env.HOSTEL_INSTITUTE_RECHECK_SECONDS, RECHECK_EVERY_MS / 1000, {
        min: 1,
        max: 15 * 60,
        integer: true,
      }) * 1000,
    host: nonEmptyOption('--host', values.host, 'an address') ?? '0.0.0.0',
    ...storeOf(values),
    demo: values.demo ?? false,
    backupSchedule: {
      everyHours: numberOption(
        '--backup-every',
        values['backup-every'] ?? env.HOSTEL_BACKUP_EVERY_HOURS,
        DEFAULT_BACKUP_SCHEDULE.everyHours,
        {
          min: 0,
          max: 24 * 366,
          integer: false,
        },
      ),
      keep: numberOption(
        '--backup-keep',
        values['backup-keep'] ?? env.HOSTEL_BACKUP_KEEP,
        DEFAULT_BACKUP_SCHEDULE.keep,
        {
          min: 0,
          max: 10_000,
          integer: true,
        },
      ),
    },
  };

  const server = await startServer(options);
  console.log(`Hostel website ${VERSION}`);
  console.log(`Data folder: ${options.dataDir}`);
  if (server.ctx.db.engine === 'postgres') console.log(`Database: ${server.ctx.db.shownAs}`);
  console.log(listeningLine(server.url));
  if (server.redirectingUrl) console.log(`Redirecting ${server.redirectingUrl} to https`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second Ctrl+C does not wait for slow requests.
    if (stopping) return void server.stopNow();
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    await server.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
