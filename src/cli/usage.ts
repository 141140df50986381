import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { resolve } from 'node:path';

/** A mistake in the command line itself: exit code 2 and a pointer to --help. */
export class UsageError extends Error {}

const optionIn = (message: string) => message.match(/'(-[^' ]+)/)?.[1] ?? 'an option';

/** node:util parseArgs, with its errors turned into one short line each. */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(
  command: string,
  args: string[],
  options: T,
  positionals: { names: string[]; required: number },
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(`unknown option ${optionIn(message)} for "${command}".`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && message.includes('does not take')) {
      throw new UsageError(`${optionIn(message)} does not take a value.`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${optionIn(message)} needs a value.`);
    throw new UsageError(message.split('\n')[0]);
  }
  if (parsed.positionals.length > positionals.names.length) {
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals.names.length]}" for "${command}".`);
  }
  if (parsed.positionals.length < positionals.required) {
    throw new UsageError(`"${command}" needs ${positionals.names[parsed.positionals.length]}.`);
  }
  return parsed;
}

/** A flag given as `--name=` with nothing after it. */
export function nonEmptyOption(name: string, value: string | undefined, what: string) {
  if (value === '') throw new UsageError(`${name} needs ${what}.`);
  return value;
}

/**
 * The data folder: --data, else HOSTEL_DATA, else ./data, as an absolute path (never the current folder by accident).
 */
const dataFolderOf = (value: string | undefined) =>
  resolve(nonEmptyOption('--data', value, 'a folder') ?? (process.env.HOSTEL_DATA || './data'));

/** The database: --database, else HOSTEL_DATABASE_URL, else (undefined) the data folder's SQLite file. */
const databaseUrlOf = (value: string | undefined) =>
  nonEmptyOption('--database', value, 'a URL') ?? (process.env.HOSTEL_DATABASE_URL || undefined);

/** `--data` and `--database`, which every command takes. */
export const STORE_OPTIONS = { data: { type: 'string' }, database: { type: 'string' } } as const;

/**
 * Where the site a command works on lives: its data folder, and its database URL unless it is the folder's SQLite file.
 */
export const storeOf = (values: { data?: string; database?: string }) => ({
  dataDir: dataFolderOf(values.data),
  databaseUrl: databaseUrlOf(values.database),
});

/**
 * A command that takes the store's options and one argument (`what`
 * names it when it is missing): the store, and the argument.
 */
export function parseStoreCommand(command: string, args: string[], what: string) {
  const { values, positionals } = parseCommandLine(command, args, STORE_OPTIONS, { names: [what], required: 1 });
  return { ...storeOf(values), argument: positionals[0] };
}

/** A number from a flag or its environment variable, within bounds. */
export function numberOption(
  name: string,
  value: string | undefined,
  fallback: number,
  { min, max, integer }: { min: number; max: number; integer: boolean },
) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max || (integer && !Number.isInteger(number))) {
    throw new UsageError(
      `${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max} (got "${value}").`,
    );
  }
  return number;
}

/** A CA's PEM file, read at start. */
export function caCertificateOf(flag: string, path: string | undefined) {
  if (path === undefined) return null;
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${flag} ${path} cannot be read: ${(error as Error).message}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new UsageError(`${flag} ${path} holds no PEM certificate.`);
  return pem;
}
