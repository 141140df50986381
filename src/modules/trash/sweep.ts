import type { AppContext } from '../../context';
import { startDailyChore } from '../../db/daily-chore';
import { emptyExpiredTrash } from './service';

/**
 * Deletes for good what has been in the trash longer than HOSTEL_TRASH_DAYS, now and then daily, once across instances.
 */
export const startTrashSweep = (ctx: AppContext, warn: (line: string) => void) =>
  startDailyChore(
    ctx.db,
    'trash sweep',
    () => emptyExpiredTrash(ctx, ctx.config.trashDays),
    warn,
    'Emptying the trash failed',
  );
