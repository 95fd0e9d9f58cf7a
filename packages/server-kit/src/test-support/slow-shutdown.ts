// A process that takes SHUTDOWN_MS to shut down, for the shutdown signal tests.
import { createLogger } from '../logger';
import { exitOnShutdownSignal } from '../shutdown';

const shutdownMs = Number(process.env.SHUTDOWN_MS ?? 300);
const log = createLogger({ name: 'fixture', level: 'info' });
exitOnShutdownSignal(() => new Promise((resolve) => setTimeout(resolve, shutdownMs)), log);
const keepAlive = setInterval(() => {}, 1_000);
process.on('exit', () => clearInterval(keepAlive));
console.log('ready');
