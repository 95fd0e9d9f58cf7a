import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { loadSandboxSportsConfig } from './config';
import { startSandboxSports } from './start';

// Runs sandbox-sports on its own (`npm start -w apps/sandbox-sports`); `npm start` at the root runs it
// together with every other system through startSandboxSports.
const config = loadSandboxSportsConfig();
const logger = createLogger({ name: 'sandbox-sports', level: config.logLevel });
const running = await startSandboxSports(config, { logger });
logger.info({ urls: running.urls }, 'sandbox-sports is ready');
exitOnShutdownSignal(running.close, logger);
