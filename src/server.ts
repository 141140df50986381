import { accessSync, constants, mkdirSync } from 'node:fs';
import { createApp } from './app';
import { webAssetRoutes } from './http/web-assets';
import { seedDemoContentOnce } from './demo/seed';
import { VERSION } from './version';

export type ServeOptions = { port: number; host: string; dataDir: string; demo: boolean };

/** Opens the data folder, serves the API and the web app, and shuts down cleanly on a signal. */
export async function serve(options: ServeOptions) {
  try {
    mkdirSync(options.dataDir, { recursive: true });
    accessSync(options.dataDir, constants.W_OK);
  } catch {
    console.error(`Error: the data folder ${options.dataDir} cannot be created or written to.`);
    process.exit(1);
  }
  const { app, ctx, close } = await createApp({ dataDir: options.dataDir });
  await seedDemoContentOnce(app, ctx, options.demo);
  app.use(webAssetRoutes());

  try {
    app.listen({
      port: options.port,
      hostname: options.host,
      maxRequestBodySize: Math.ceil((ctx.config.uploadLimitBytes * 4) / 3) + 2 * 1024 * 1024,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    close();
    if (code === 'EADDRINUSE') console.error(`Error: port ${options.port} is already in use. Choose another with --port.`);
    else console.error(`Error: could not listen on ${options.host}:${options.port}: ${(error as Error).message}`);
    process.exit(1);
  }

  const shownHost = options.host === '0.0.0.0' ? 'localhost' : options.host;
  console.log(`Hostel website ${VERSION}`);
  console.log(`Data folder: ${options.dataDir}`);
  console.log(`Listening on http://${shownHost}:${app.server?.port}`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await app.stop(false);
    close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return app;
}
