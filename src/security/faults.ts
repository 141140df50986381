// What the storage and disk fault suites share: the responses they expect, an
// error as the operating system throws it, and a file to upload and read back.
import type { TestApp } from '../testing';

export const NO_ROOM = 'The server has no room to store this file.';
export const READ_ONLY = 'The server cannot store files right now: its storage is read-only. Try again later.';

export const osError = (code: string, message: string) =>
  Object.assign(new Error(`${code}: ${message}`), { code, errno: -28, syscall: 'write' });

/** A PDF of `size` times `fill`, as a data URL. */
export const pdf = (size: number, fill = 'x') => {
  const bytes = Buffer.from(`%PDF-1.4\n${fill.repeat(size)}\n%%EOF\n`);
  return `data:application/pdf;name=doc.pdf;base64,${bytes.toString('base64')}`;
};

export async function download(t: TestApp, id: string) {
  const { status, response } = await t.call('GET', `/api/files/download/${id}`);
  return { status, text: status === 200 ? await response.text() : '' };
}
