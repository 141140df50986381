import type { AppContext } from '../context';

const INITIALIZED = 'content_initialized';

/**
 * A data folder is filled with demo content at most once, on its first start
 * with --demo; a folder first started without it stays empty for good.
 */
export async function seedDemoContentOnce(ctx: AppContext, demo: boolean) {
  const done = ctx.db.query('SELECT value FROM settings WHERE key = ?').get(INITIALIZED);
  if (done) return;
  if (demo) await seedDemoContent(ctx);
  ctx.db.query('INSERT INTO settings (key, value) VALUES (?, ?)').run(INITIALIZED, new Date().toISOString());
}

export async function seedDemoContent(_ctx: AppContext) {}
