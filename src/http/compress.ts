// A response body compressed for the requests that accept it: done once per
// body and kept, so brotli at quality 5 (most of its gain for a fraction of
// its time) and gzip at level 6.

/** node:zlib on first use: imported at the top it costs every start a few milliseconds. gzip is Bun's own. */
const zlib = () => process.getBuiltinModule('node:zlib');

export function brotli(body: Uint8Array<ArrayBuffer> | string) {
  const { brotliCompressSync, constants } = zlib();
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}

export const gzip = (body: Uint8Array<ArrayBuffer> | string) => Bun.gzipSync(body, { level: 6 });
