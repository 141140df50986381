import { Elysia } from 'elysia';
import type { AppContext } from '../../context';

export function peopleRoutes(_ctx: AppContext) {
  return new Elysia({ prefix: '/api/people' });
}
