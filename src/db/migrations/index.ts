// Numbered migrations, embedded in the executable. PRAGMA user_version holds
// the number of the last one applied; never edit a migration that has shipped,
// add the next number instead.
import m0001 from './0001_init.sql' with { type: 'text' };

export const migrations: readonly string[] = [m0001];
