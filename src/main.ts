#!/usr/bin/env bun
// The command line of the one executable. Each command is loaded only when
// it runs, so --version and --help respond without starting the server code.
import { HELP } from './cli/help';
import { UsageError } from './cli/usage';
import { VERSION } from './version';

type Command = (args: string[]) => Promise<void>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./cli/serve')).serveCommand,
  backup: async () => (await import('./cli/backup')).backupCommand,
  restore: async () => (await import('./cli/restore')).restoreCommand,
  'reset-password': async () => (await import('./cli/reset-password')).resetPasswordCommand,
  'delete-backup': async () => (await import('./cli/delete-backup')).deleteBackupCommand,
};

async function main(argv: string[]) {
  if (argv.includes('--help') || argv.includes('-h')) return void console.log(HELP);
  if (argv.includes('--version') || argv.includes('-v')) return void console.log(VERSION);
  const named = argv[0] !== undefined && !argv[0].startsWith('-');
  const name = named ? argv[0] : 'serve';
  if (!Object.hasOwn(COMMANDS, name)) throw new UsageError(`unknown command "${name}".`);
  const command = await COMMANDS[name]();
  await command(named ? argv.slice(1) : argv);
}

try {
  await main(Bun.argv.slice(2));
} catch (error) {
  // One readable line, never a stack trace (HOSTEL_DEBUG=1 shows it).
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
  if (error instanceof UsageError) {
    console.error(`Error: ${message} See hostel --help.`);
    process.exit(2);
  }
  console.error(`Error: ${message}`);
  if (process.env.HOSTEL_DEBUG) console.error(error);
  process.exit(1);
}
