// Helpers for server tests: a real app on a throw-away data folder.
import { afterAll, beforeAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type CreateAppOptions } from './app';

export const TEST_PASSWORD = 'Test@Pass123';

/** A 1x1 PNG, as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(options: Partial<CreateAppOptions> = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hostel-test-'));
  process.env.HOSTEL_ADMIN_PASSWORD = TEST_PASSWORD;
  const { app, ctx, close } = await createApp({ log: () => {}, ...options, dataDir });

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof init.body === 'string') {
      body = init.body;
      headers['content-type'] ??= 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? await response.json() : undefined;
    return { status: response.status, json: json as any, response };
  }

  async function login(username = 'admin', password = TEST_PASSWORD) {
    const { json, response } = await call('POST', '/api/admin/login', { body: { username, password } });
    return { token: json.accessToken as string, cookies: response.headers.getSetCookie() };
  }

  const token = (await login()).token;

  return {
    app,
    ctx,
    dataDir,
    call,
    login,
    token,
    /** Shorthand for a call as the signed-in admin. */
    admin: (method: string, path: string, body?: unknown) => call(method, path, { body, token }),
    stop() {
      close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app shared by a test file's tests: started before the first, stopped (its data folder removed) after the last. */
export function startTestAppBeforeAll(options: Partial<CreateAppOptions> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(options));
  });
  afterAll(() => t.stop());
  return t;
}
