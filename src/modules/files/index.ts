import { Elysia } from 'elysia';
import type { AppContext } from '../../context';

export function fileRoutes(_ctx: AppContext) {
  return new Elysia({ prefix: '/api/files' });
}
