// The outbox through a real relay: Debian's exim4 as a throwaway daemon on a free port of 127.0.0.1,
// taking mail for example.edu without a login or TLS and writing each mailbox's mail to a maildir
// in a temp folder. A test mail queued in the console is marked sent once exim has taken it, and
// the file exim delivered holds the site's From, To, Subject and text.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import type { Subprocess } from 'bun';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { MailSettings } from '../../config';
import { SITE_NAME } from '../../institute';
import { shownWithin, startTestApp } from '../../testing';
import { acceptsConnections, cleanupOnExit, freePort } from '../../../scripts/harness-util';
import type { MailOverview } from './model';
import { startMailSender } from './sender';
import { testMail } from './texts';

setDefaultTimeout(30_000);

const EXIM = ['/usr/sbin/exim4', '/usr/sbin/exim'].find((path) => existsSync(path));
// Debian's exim refuses -bd ("permission denied") to a caller other than root or its admin group.
const skipReason = !EXIM
  ? 'exim4 is not installed (apt-get install -y exim4-daemon-light; .ci/run does)'
  : process.getuid?.() !== 0
    ? "Debian's exim starts a daemon only for root (CI runs as root)"
    : null;
if (skipReason) console.warn(`exim-relay.test.ts skipped: ${skipReason}`);

const FROM = 'Hostel Office <hostels@example.edu>';

/**
 * Root's -C keeps exim's privilege to start; deliver_drop_privilege then runs every delivery as the exim
 * user, into a folder it owns. `local_parts = dsearch` takes only mailboxes that have a folder, and gives
 * $local_part_data, an untainted name exim lets a file path use.
 */
const eximConfig = (dir: string) => `primary_hostname = relay.test
spool_directory = ${dir}/spool
log_file_path = ${dir}/log/%slog
pid_file_path = ${dir}/exim.pid
local_interfaces = <; 127.0.0.1
deliver_drop_privilege = true
domainlist local_domains = example.edu
acl_smtp_rcpt = check_recipient
host_lookup =
rfc1413_hosts =
tls_advertise_hosts =
keep_environment =

begin acl
check_recipient:
  accept hosts = 127.0.0.1
         domains = +local_domains
         verify = recipient
  deny message = relay not permitted

begin routers
mailboxes:
  driver = accept
  domains = +local_domains
  local_parts = dsearch;${dir}/maildir
  transport = maildir

begin transports
maildir:
  driver = appendfile
  directory = ${dir}/maildir/$local_part_data
  maildir_format
  envelope_to_add
  return_path_add
  user = $exim_uid
  group = $exim_gid
`;

let dir: string;
let exim: Subprocess<'ignore', 'ignore', 'pipe'> | undefined;
let port: number;
let forgetExim = () => {};

const readLog = (name: string) =>
  existsSync(join(dir, 'log', name)) ? readFileSync(join(dir, 'log', name), 'utf8') : '';
const delivered = () =>
  readdirSync(join(dir, 'maildir/warden/new')).map((name) => join(dir, 'maildir/warden/new', name));

/** Starts exim on a free port: true once it accepts connections, false when it exited (the port taken). */
async function startExim(eximPath: string) {
  port = freePort();
  // -bdf: the daemon in the foreground, our child, so killing it ends it; -oX: its port.
  const proc = Bun.spawn([eximPath, '-C', join(dir, 'exim.conf'), '-bdf', '-oX', String(port)], {
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
  });
  exim = proc;
  let exited = false;
  proc.exited.then(() => {
    exited = true;
  });
  await shownWithin(10_000, async () => exited || (await acceptsConnections(port)));
  return !exited;
}

beforeAll(async () => {
  if (skipReason || !EXIM) return;
  dir = mkdtempSync(join(tmpdir(), 'hostel-exim-'));
  for (const folder of ['spool', 'log', 'maildir/warden']) mkdirSync(join(dir, folder), { recursive: true });
  // exim reads only a configuration its configure owner (root) owns, and never writable by others.
  writeFileSync(join(dir, 'exim.conf'), eximConfig(dir), { mode: 0o644 });
  const ids = Bun.spawnSync([EXIM, '-C', join(dir, 'exim.conf'), '-be', '$exim_uid $exim_gid']);
  if (!ids.success) throw new Error(`exim did not read its configuration: ${ids.stderr}`);
  const [uid, gid] = ids.stdout.toString().trim().split(' ').map(Number);
  for (const folder of ['', 'spool', 'log', 'maildir', 'maildir/warden']) chownSync(join(dir, folder), uid, gid);
  forgetExim = cleanupOnExit(() => {
    exim?.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  for (let tries = 1; !(await startExim(EXIM)); tries++) {
    const said = await new Response(exim?.stderr).text();
    if (tries === 3) throw new Error(`exim did not start: ${said}${readLog('mainlog')}${readLog('paniclog')}`);
  }
});

afterAll(async () => {
  if (skipReason) return;
  exim?.kill();
  await exim?.exited;
  forgetExim();
  rmSync(dir, { recursive: true, force: true });
});

test.skipIf(skipReason !== null)(
  "a test mail goes through exim into the warden's mailbox as the site wrote it",
  async () => {
    const settings: MailSettings = { relay: `smtp://127.0.0.1:${port}/?starttls=optional`, from: FROM, ca: null };
    const t = await startTestApp({ mail: settings });
    const warnings: string[] = [];
    const sender = startMailSender(t.ctx, settings, (line) => warnings.push(line), { lookEveryMs: 100 });
    try {
      const queued = await t.admin('POST', '/api/admin/mail/test', { to: 'warden@example.edu' });
      expect(queued.status).toBe(200);
      const overview = async () => (await t.admin('GET', '/api/admin/mail')).json as MailOverview;
      await shownWithin(
        15_000,
        async () =>
          (await overview()).counts.sent === 1 &&
          existsSync(join(dir, 'maildir/warden/new')) &&
          delivered().length === 1,
      );
      expect((await overview()).messages[0]).toMatchObject({
        to: 'warden@example.edu',
        status: 'sent',
        lastError: null,
      });
      expect(warnings).toEqual([]);

      const mail = await simpleParser(readFileSync(delivered()[0]));
      const written = testMail(SITE_NAME, FROM);
      expect(mail.from?.text).toBe('"Hostel Office" <hostels@example.edu>');
      expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('warden@example.edu');
      expect(mail.subject).toBe(written.subject);
      expect(mail.text).toBe(written.text);
      // exim's own headers: it, not a stand-in, took the message from the site over SMTP on 127.0.0.1.
      expect(mail.headers.get('envelope-to')).toBe('warden@example.edu');
      const received = String(mail.headers.get('received'));
      expect(received).toMatch(/\[127\.0\.0\.1\][\s\S]*by relay\.test with esmtp \(Exim 4/);
      // exim logs the delivery once the mailbox has the message: a moment later.
      const deliveredLine = '=> warden <warden@example.edu> R=mailboxes T=maildir';
      await shownWithin(10_000, async () => readLog('mainlog').includes(deliveredLine));
    } finally {
      await sender.stop();
      await t.stop();
    }
  },
);
