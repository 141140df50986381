import type { AppContext } from '../../context';
import { open, seal } from '../sealed';

/**
 * What an institute session is rechecked with (the provider's refresh token, a directory entry's id), sealed in
 * its row: a refresh token lets whoever holds it ask the provider for the person's tokens.
 */
export const sealGrant = (ctx: AppContext, grant: string | null) =>
  grant && seal(ctx.secret, 'institute grants', grant);

/** The grant, or null when it cannot be opened (sealed under another signing secret). */
export function openGrant(ctx: AppContext, sealed: string) {
  try {
    return open(ctx.secret, 'institute grants', sealed);
  } catch {
    return null;
  }
}
