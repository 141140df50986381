// The https listener, whose certificate can change while it serves. Bun's
// server.reload({ tls }) keeps the old certificate, so a new pair gets a new
// server on the same port (reusePort), and the old one drains: for a moment
// it answers with Connection: close, so kept-alive clients reconnect to the
// new one, then it stops once its requests in flight are done.
import type { Server } from 'bun';
import type { CertificatePair } from './certificate';

type Serve = {
  port: number;
  hostname: string;
  development: boolean;
  idleTimeout: number;
  maxRequestBodySize: number;
  fetch: (request: Request) => Response | Promise<Response>;
};

/** How long a replaced server keeps answering, each response closing its connection, before it stops. */
const DRAIN_MS = 1500;

function closingConnection(response: Response) {
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    // Headers made immutable (Response.redirect): the same response with its own headers.
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

type Serving = { server: Server<undefined>; drain(): void };

export class TlsListener {
  private serving: Serving;
  private swapping: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: Serve,
    pair: CertificatePair,
    private readonly drainMs = DRAIN_MS,
  ) {
    this.serving = this.serve(pair, options.port);
  }

  get port() {
    return this.serving.server.port!;
  }

  /** The server taking new connections now. */
  get server() {
    return this.serving.server;
  }

  private serve(pair: CertificatePair, port: number): Serving {
    let draining = false;
    const { fetch } = this.options;
    const server = Bun.serve({
      ...this.options,
      port,
      reusePort: true,
      tls: { cert: pair.cert, key: pair.key },
      fetch: (request: Request) =>
        draining ? Promise.resolve(fetch(request)).then(closingConnection) : fetch(request),
    });
    return { server, drain: () => (draining = true) };
  }

  /**
   * Serves `pair` from now on, telling `started` of the new server; settles once the old certificate's server has
   * stopped. Swaps run one at a time.
   */
  swap(pair: CertificatePair, started: (server: Server<undefined>) => void = () => {}) {
    this.swapping = this.swapping.then(() => this.replace(pair, started));
    return this.swapping;
  }

  private async replace(pair: CertificatePair, started: (server: Server<undefined>) => void) {
    const old = this.serving;
    try {
      this.serving = this.serve(pair, this.port);
    } catch (error) {
      // Where reusePort is not honoured (Windows, macOS) the port cannot be shared: stop, then listen again.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      await old.server.stop(false);
      this.serving = this.serve(pair, old.server.port!);
      started(this.serving.server);
      return;
    }
    started(this.serving.server);
    old.drain();
    await Bun.sleep(this.drainMs);
    await old.server.stop(false);
  }

  /** Stops taking connections; requests in flight finish unless `force`. */
  async stop(force = false) {
    await this.swapping.catch(() => {});
    await this.serving.server.stop(force);
  }
}
