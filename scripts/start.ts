/**
 * npm start: runs every Vauhti system in this one process, each on its own port, and prints the
 * address to open. Ctrl-C or SIGTERM stops them in order: the platform first (in-flight requests
 * finish, the database closes), then the sandboxes.
 */
import { loadSandboxGamesConfig, startSandboxGames } from '@vauhti/sandbox-games';
import { loadSandboxPayConfig, startSandboxPay } from '@vauhti/sandbox-pay';
import { loadSandboxSportsConfig, startSandboxSports } from '@vauhti/sandbox-sports';
import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { loadPlatformConfig } from '../apps/server/src/config';
import { type RunningSystem, startPlatform } from '../apps/server/src/main';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../apps/server/src/seed/demo-players';

// Request logs of five systems in one terminal drown what matters; LOG_LEVEL=info shows them.
process.env.LOG_LEVEL ??= 'warn';
const log = createLogger({ name: 'vauhti', level: 'info' });

// npm start is the development start, and says so: every system reads an unset NODE_ENV as
// production (ADR 0021). Asked for another environment, it refuses rather than run the
// development secrets, tools and demo players under that name.
process.env.NODE_ENV ??= 'development';
if (process.env.NODE_ENV !== 'development') {
  log.error(
    `npm start runs every system in development, not ${process.env.NODE_ENV}: start each system on its own (npm start -w apps/server) for that`,
  );
  process.exit(1);
}

const started: RunningSystem[] = [];

async function startAll() {
  const pay = await startSandboxPay(loadSandboxPayConfig());
  started.push({ name: 'sandbox-pay', ...pay });
  const games = await startSandboxGames(loadSandboxGamesConfig());
  started.push({ name: 'sandbox-games', ...games });
  const sports = await startSandboxSports(loadSandboxSportsConfig());
  started.push({ name: 'sandbox-sports', ...sports });
  const platformConfig = loadPlatformConfig();
  started.push(await startPlatform(platformConfig));
  return platformConfig;
}

async function stopAll() {
  // The platform goes first: it may still be calling the sandboxes for requests in flight.
  for (const system of [...started].reverse()) {
    await system.close();
  }
}

try {
  const platformConfig = await startAll();
  const demo = DEMO_PLAYERS.find((player) => player.openingBalance);
  console.log(
    [
      '',
      `  Vauhti is running. Open ${platformConfig.siteUrl}`,
      '',
      ...started.map((system) => `    ${system.name.padEnd(15)} ${system.urls.join(', ')}`),
      '',
      `    API docs ${platformConfig.siteUrl}/api/docs · dev mailbox ${platformConfig.siteUrl}/dev/mailbox`,
      demo ? `    demo login ${demo.email} / ${DEMO_PASSWORD} (more in README.md)` : '',
      '    Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  exitOnShutdownSignal(stopAll, log);
} catch (error) {
  log.error({ err: error }, 'Vauhti could not start');
  await stopAll().catch(() => {});
  process.exit(1);
}
