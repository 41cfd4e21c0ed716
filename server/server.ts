import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ROLE_NAMES } from '@common/domain/roles';
import { DEMO_USERS } from './db/seed/demo-users';

/** Starts the portal: one process for the PWA, every API, the identity provider and sockets. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const database = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  console.log(`\nLab Portal is running at ${config.PUBLIC_URL} (database: ${database})`);
  if (config.SEED_DEMO) {
    console.log(`Demo accounts (password: ${config.DEMO_PASSWORD}):`);
    const users = Object.values(DEMO_USERS);
    const width = Math.max(...users.map((user) => user.username.length));
    for (const user of users) {
      const roles = user.roleIds.map((id) => ROLE_NAMES[id]).join(', ');
      const licenses = user.licenses.map((l) => l.bundle).join(', ') || 'no license';
      console.log(
        `  ${user.username.padEnd(width)} ${user.firstName} ${user.lastName}: ${roles}; ${licenses}`,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error('Lab Portal could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
