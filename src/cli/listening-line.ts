// The line `serve` prints once it accepts connections: the scripts and tests
// that start it with --port 0 read the port it really took from there.

export const listeningLine = (url: string) => `Listening on ${url}`;

/** The address of the first whole `Listening on` line in `printed`, or null while there is none. */
export function listeningAddressIn(printed: string): { url: string; port: number } | null {
  const match = /^Listening on (https?:\/\/(?:\[[0-9a-fA-F:.]+\]|[^\s:/[\]]+):(\d{1,5}))\r?\n/m.exec(printed);
  return match ? { url: match[1], port: Number(match[2]) } : null;
}
