import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed';

/** Starts the server: migrate, seed a brand-new embedded database, listen, stop cleanly. */
const main = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const seeded = await seedIfEmpty(app, config);
  await app.listen({ host: config.host, port: config.port });
  // Jobs start once the app serves (not from route files); JOBS=off leaves this process web-only.
  app.deps.jobs.start();
  const url = `http://${config.host}:${config.port}`;
  app.log.info(`console at ${url}  (API at ${url}/api, docs at ${url}/api/docs)`);
  // Printed plainly as well so that a newcomer sees it above the JSON log lines.
  console.log(
    `\n  Merchant console: ${url}\n  Demo sign-in: demo / demo123${seeded ? ' (demo data seeded just now)' : ''}` +
      '\n  Platform reviewer: platform / platform123 (npm run platform -- claims list)\n',
  );

  // Graceful shutdown (docs/operations.md "Shutdown"): stop accepting, let the requests in
  // flight finish (cut after SHUTDOWN_GRACE_MS), stop the job runner and release its leases,
  // then close the database. A second signal ends the process at once.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      app.close().then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
