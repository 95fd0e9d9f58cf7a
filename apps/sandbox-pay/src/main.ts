import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { loadSandboxPayConfig } from './config';
import { startSandboxPay } from './start';

// Runs sandbox-pay on its own (`npm start -w apps/sandbox-pay`); `npm start` at the root runs it
// together with every other system through startSandboxPay.
const config = loadSandboxPayConfig();
const logger = createLogger({ name: 'sandbox-pay', level: config.logLevel });
const running = await startSandboxPay(config, { logger });
logger.info({ urls: running.urls }, 'sandbox-pay is ready');
exitOnShutdownSignal(running.close, logger);
