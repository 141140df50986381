// A throwaway nginx load balancer in front of app servers, for tests and
// scripts/cluster.ts: config, logs, pid and temp files live in a temporary
// folder, nginx runs in the foreground as a child process.
//
//   const lb = await startNginx(['127.0.0.1:4101', '127.0.0.1:4102']);
//   await fetch(`${lb.url}/api/health`);
//   await lb.stop();
import type { Subprocess } from 'bun';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanupOnExit, freePort } from './harness-util';

export type Nginx = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The temporary folder: nginx.conf, error.log, nginx.pid, temp files. */
  dir: string;
  /** Stops nginx and deletes the folder. */
  stop(): Promise<void>;
};

export type NginxOptions = {
  /** Port to listen on (127.0.0.1); a free one by default. */
  port?: number;
  quiet?: boolean;
};

function findNginx(): string {
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : Bun.which('nginx');
  if (!nginx) throw new Error('nginx was not found at /usr/sbin/nginx or on PATH. Install it: apt-get install -y nginx');
  return nginx;
}

function config(dir: string, port: number, upstreams: string[], root: boolean): string {
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
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      # nginx retries only idempotent requests (not POST, PATCH, ...) on another server.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

async function acceptsConnections(port: number): Promise<boolean> {
  try {
    const socket = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } });
    socket.end();
    return true;
  } catch {
    return false;
  }
}

export async function startNginx(upstreams: string[], options: NginxOptions = {}): Promise<Nginx> {
  if (upstreams.length === 0) throw new Error('startNginx needs at least one upstream, like 127.0.0.1:4101');
  const nginx = findNginx();
  const root = process.getuid?.() === 0;
  const port = options.port ?? freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hostel-nginx-'));
  // Workers run as nobody under root and create their temp files inside the folder.
  if (root) chownSync(dir, 65534, 65534);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, port, upstreams, root));

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
      throw new Error(`nginx exited with ${proc.exitCode ?? proc.signalCode} before it listened on 127.0.0.1:${port}:\n${log.slice(-2000)}`);
    }
    await Bun.sleep(20);
  }
  if (!options.quiet) console.error(`nginx is listening on 127.0.0.1:${port} in front of ${upstreams.join(', ')}`);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
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
