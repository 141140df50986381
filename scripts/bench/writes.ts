// The admin's writes as wrk repeats them: saving a notification again (PUT,
// the table keeps its size) and adding one (POST, it grows). Each is built
// from what the server holds, with a token from signing in as the admin.
import { adminToken, type RunningServer } from './server-process';

export type WriteRequest = {
  label: string;
  method: 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
};

export const WRITE_LABELS = [
  'save a notification (PUT /api/notifications/:id)',
  'add a notification (POST /api/notifications)',
] as const;

export async function writeRequests(server: RunningServer): Promise<WriteRequest[]> {
  const accessToken = await adminToken(server);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const notes = (await (await fetch(`${server.url}/api/notifications/admin`, { headers })).json()) as {
    _id: string;
    title: string;
    message: string;
    priority: string;
    targetAudience: string[];
    expiresAt: string | null;
    url: string | null;
  }[];
  const note = notes[0];
  if (!note) throw new Error('The demo content has no notification to save again.');
  return [
    {
      label: WRITE_LABELS[0],
      method: 'PUT',
      path: `/api/notifications/${note._id}`,
      headers,
      body: JSON.stringify({
        title: note.title,
        message: note.message,
        priority: note.priority,
        targetAudience: note.targetAudience,
        isActive: true,
        expiresAt: note.expiresAt,
        url: note.url,
      }),
    },
    {
      label: WRITE_LABELS[1],
      method: 'POST',
      path: '/api/notifications',
      headers,
      body: JSON.stringify({
        title: 'Benchmark notice',
        message: 'Added by bun run bench.',
        priority: 'low',
        isActive: false,
      }),
    },
  ];
}

/** One write as the server responds to it (its status, headers and bytes), for the bare server to repeat. */
export async function responseOf(server: RunningServer, request: WriteRequest) {
  const response = await fetch(server.url + request.path, {
    method: request.method,
    headers: { ...request.headers, 'accept-encoding': 'identity' },
    body: request.body,
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(
      `${request.method} ${request.path} responded with ` +
        `${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`,
    );
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
      headers[name] = value;
  });
  return { url: request.path, status: response.status, headers, body: Buffer.from(body).toString('base64') };
}
