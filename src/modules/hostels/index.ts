import { Elysia } from 'elysia';
import type { AppContext } from '../../context';

export function hostelRoutes(_ctx: AppContext) {
  return new Elysia({ prefix: '/api/hostels' });
}
