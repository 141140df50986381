// A throwaway nginx load balancer in front of app servers, for tests and
// scripts/cluster.ts, set up as in production: it terminates TLS with a
// certificate for localhost from a CA made for it, and its plain http port
// redirects to https. Config, certificates, logs, pid and temp files live in
// a temporary folder; nginx runs in the foreground as a child process.
//
//   const lb = await startNginx(['127.0.0.1:4101', '127.0.0.1:4102']);
//   await lb.fetch('/api/health');   // https://localhost:<port>, the CA trusted
//   await lb.stop();
import type { Subprocess } from 'bun';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsConnections, cleanupOnExit, freePort } from './harness-util';
import { makeTestCa, type TestCertificate } from './test-certificates';

/** The name nginx's certificate is for; /etc/hosts maps it to 127.0.0.1. */
export const NGINX_HOST = 'localhost';

export type Nginx = {
  /** https://localhost:<port> */
  url: string;
  port: number;
  /** http://localhost:<httpPort>: a 308 to the same path and query on `url`. */
  httpUrl: string;
  httpPort: number;
  /** The CA that signed nginx's certificate: the one clients must trust (fetch's `tls: { ca }`, curl's --cacert). */
  ca: { certPath: string; cert: string };
  /** nginx's certificate; its `spki` is what Chromium's --ignore-certificate-errors-spki-list takes. */
  certificate: TestCertificate;
  /** fetch(url + path) with the CA trusted. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The temporary folder: nginx.conf, the certificates, error.log, nginx.pid, temp files. */
  dir: string;
  /** Stops nginx and deletes the folder. */
  stop(): Promise<void>;
};

export type NginxOptions = {
  /** The https port (127.0.0.1); a free one by default. */
  port?: number;
  /** The plain http port that redirects; a free one by default. */
  httpPort?: number;
  quiet?: boolean;
};

function findNginx(): string {
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : Bun.which('nginx');
  if (!nginx)
    throw new Error('nginx was not found at /usr/sbin/nginx or on PATH. Install it: apt-get install -y nginx');
  return nginx;
}

type Listen = { port: number; httpPort: number; certificate: TestCertificate };

function config(dir: string, { port, httpPort, certificate }: Listen, upstreams: string[], root: boolean): string {
  return `# Written by scripts/nginx.ts
${root ? 'user nobody nogroup;\n' : ''}daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 60m;

  upstream app {
${upstreams.map((server) => `    server ${server} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${httpPort};
    return 308 https://$host:${port}$request_uri;
  }

  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${certificate.certPath};
    ssl_certificate_key ${certificate.keyPath};
    # No Strict-Transport-Security here: the server sends it, and a second copy would be a duplicate header.

    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      # nginx retries only idempotent requests (not POST, PATCH, ...) on another server.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

export async function startNginx(upstreams: string[], options: NginxOptions = {}): Promise<Nginx> {
  if (upstreams.length === 0) throw new Error('startNginx needs at least one upstream, like 127.0.0.1:4101');
  const nginx = findNginx();
  const root = process.getuid?.() === 0;
  const port = options.port ?? freePort();
  const httpPort = options.httpPort ?? freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hostel-nginx-'));
  const ca = makeTestCa(join(dir, 'tls'));
  const certificate = ca.issue([NGINX_HOST]);
  // Workers run as nobody under root and create their temp files inside the folder.
  if (root) chownSync(dir, 65534, 65534);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, { port, httpPort, certificate }, upstreams, root));

  // -e: the error log before the config is read, instead of /var/log/nginx/error.log.
  const proc: Subprocess = Bun.spawn([nginx, '-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    cwd: dir,
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: options.quiet ? 'ignore' : 'inherit',
  });
  const unregister = cleanupOnExit(() => {
    proc.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  while (!(await acceptsConnections(port))) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? await Bun.file(join(dir, 'error.log')).text() : '';
      unregister();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `nginx exited with ${proc.exitCode ?? proc.signalCode} before ` +
          `it listened on 127.0.0.1:${port}:\n${log.slice(-2000)}`,
      );
    }
    await Bun.sleep(20);
  }
  if (!options.quiet)
    console.error(
      `nginx is listening on 127.0.0.1:${port} (https) and :${httpPort} in front of ${upstreams.join(', ')}`,
    );

  const url = `https://${NGINX_HOST}:${port}`;
  return {
    url,
    port,
    httpUrl: `http://${NGINX_HOST}:${httpPort}`,
    httpPort,
    ca: { certPath: ca.certPath, cert: ca.cert },
    certificate,
    fetch: (path, init) => fetch(url + path, { ...init, tls: { ca: ca.cert } }),
    dir,
    async stop() {
      if (!existsSync(dir)) return;
      proc.kill('SIGTERM'); // fast shutdown
      await proc.exited;
      unregister();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
