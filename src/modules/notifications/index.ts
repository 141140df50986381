import { Elysia } from 'elysia';
import type { AppContext } from '../../context';

export function notificationRoutes(_ctx: AppContext) {
  return new Elysia({ prefix: '/api/notifications' });
}
