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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
