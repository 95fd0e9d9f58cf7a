import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { loadSandboxGamesConfig } from './config';
import { startSandboxGames } from './start';

// Runs sandbox-games on its own (`npm start -w apps/sandbox-games`); `npm start` at the root runs it
// together with every other system through startSandboxGames.
const config = loadSandboxGamesConfig();
const logger = createLogger({ name: 'sandbox-games', level: config.logLevel });
const running = await startSandboxGames(config, { logger });
logger.info({ urls: running.urls }, 'sandbox-games is ready');
exitOnShutdownSignal(running.close, logger);
