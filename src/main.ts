#!/usr/bin/env bun
// The command line of the one executable: `serve` (default) runs the site.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { serve } from './server';
import { VERSION } from './version';

const HELP = `Hostel website ${VERSION}

Usage: hostel [serve] [options]

Commands:
  serve                 Run the website (the default)

Options for serve:
  --port N              Port to listen on (default 3000, or PORT)
  --host ADDRESS        Address to listen on (default 0.0.0.0)
  --data DIR            Data folder (default ./data, or HOSTEL_DATA)
  --demo                Fill a new data folder with demo content
  --version             Print the version
  --help                Print this help
`;

function fail(message: string): never {
  console.error(`Error: ${message}\nRun with --help to see the commands and options.`);
  process.exit(2);
}

async function main(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        demo: { type: 'boolean' },
        version: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return void console.log(HELP);
  if (values.version) return void console.log(VERSION);
  const [command = 'serve', ...rest] = positionals;
  if (command !== 'serve') fail(`unknown command "${command}".`);
  if (rest.length) fail(`unexpected argument "${rest[0]}".`);

  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535.`);
  await serve({
    port,
    host: values.host ?? '0.0.0.0',
    dataDir: resolve(values.data ?? process.env.HOSTEL_DATA ?? './data'),
    demo: values.demo ?? false,
  });
}

await main(Bun.argv.slice(2));
