import { Elysia } from 'elysia';
import type { AppContext } from '../../context';

export function messRoutes(_ctx: AppContext) {
  return new Elysia({ prefix: '/api/mess' });
}
