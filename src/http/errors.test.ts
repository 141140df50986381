import { expect, test } from 'bun:test';
import { CHANGED_MEANWHILE, DATABASE_UNAVAILABLE, storageFailure } from './errors';

// PostgreSQL's errors as Bun.SQL raises them: a client code, or the server's SQLSTATE in errno.
const postgres = (fields: { code?: string; errno?: string }) => Object.assign(new Error('from PostgreSQL'), fields);

test("PostgreSQL's state, not a bug, gets a clear answer instead of a 500", () => {
  for (const error of [postgres({ code: 'ERR_POSTGRES_CONNECTION_REFUSED' }), postgres({ code: 'ERR_POSTGRES_CONNECTION_CLOSED' }), postgres({ errno: '57P01' }), postgres({ errno: '08006' })]) {
    expect(storageFailure(error)).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
  }
  expect(storageFailure(postgres({ errno: '53100' }))).toMatchObject({ status: 507 });
  expect(storageFailure(postgres({ errno: '40P01' }))).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
  expect(storageFailure(postgres({ errno: '23505' }))).toEqual({ status: 409, message: CHANGED_MEANWHILE });
  expect(storageFailure(postgres({ errno: '23503' }))).toEqual({ status: 409, message: CHANGED_MEANWHILE });
  // A bad query stays a 500: it is a bug.
  expect(storageFailure(postgres({ errno: '42601', code: 'ERR_POSTGRES_SERVER_ERROR' }))).toBeNull();
});
