// Reading the address a server started with --port 0 printed.
import { describe, expect, test } from 'bun:test';
import { listeningAddressIn, listeningLine } from './cli/listening-line';
import { readPrinted, waitForListening } from './server-process';

describe('the Listening on line', () => {
  test('is found among the other lines, with CRLF, an IPv6 host or a name', () => {
    expect(
      listeningAddressIn(
        'Hostel website 1.0.0\nData folder: ' +
          `/x\n${listeningLine('http://127.0.0.1:41234')}\nGET /api/health 200 1.0ms\n`,
      ),
    ).toEqual({ url: 'http://127.0.0.1:41234', port: 41234 });
    expect(listeningAddressIn('Listening on http://[::1]:8080\r\n')).toEqual({ url: 'http://[::1]:8080', port: 8080 });
    expect(listeningAddressIn('Listening on http://localhost:3000\n')).toEqual({
      url: 'http://localhost:3000',
      port: 3000,
    });
  });

  test('is not read from a line still being written, or from a line that only mentions it', () => {
    expect(listeningAddressIn('Listening on http://127.0.0.1:412')).toBeNull();
    expect(listeningAddressIn('Listening on http://127.0.0.1:')).toBeNull();
    expect(listeningAddressIn('GET /Listening on http://127.0.0.1:1 404 1.0ms\n')).toBeNull();
  });
});

const script = (source: string) => Bun.spawn([process.execPath, '-e', source], { stdout: 'pipe', stderr: 'pipe' });

describe('waitForListening', () => {
  test('returns the address once the line arrives, however it was split', async () => {
    const server = script(
      "process.stdout.write('Hostel website 1.0.0\\nListening on http://127.0.0.1:4'); " +
        "setTimeout(() => process.stdout.write('3210\\n'), 200); setTimeout(() => {}, 5000);",
    );
    expect(await waitForListening(server, readPrinted(server))).toEqual({ url: 'http://127.0.0.1:43210', port: 43210 });
    server.kill();
  });

  test('a server that exits first: the error says so, with what it printed', async () => {
    const server = script(
      `console.log('Hostel website 1.0.0'); console.error('Error: Port 80 needs more privileges.'); process.exit(1);`,
    );
    const error = await waitForListening(server, readPrinted(server)).catch((error: Error) => error);
    expect((error as Error).message).toBe(
      'The server exited with 1 before printing the address it listens on.\nIt ' +
        'printed:\nHostel website 1.0.0\nError: Port 80 needs more privileges.\n',
    );
  });

  test('a server that never prints it: the error names the time waited', async () => {
    const server = script(`console.log('Hostel website 1.0.0'); setTimeout(() => {}, 5000);`);
    const error = await waitForListening(server, readPrinted(server), { timeoutMs: 300 }).catch(
      (error: Error) => error,
    );
    server.kill();
    expect((error as Error).message).toBe(
      'The server did not print the address it listens on within 0.3 s.\nIt printed:\nHostel website 1.0.0\n',
    );
  });
});
