import type { Logger } from 'pino';

/** How long a shutdown may take before the process gives up waiting and exits with an error. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * A signal repeated within this window is the same request delivered twice (a process group
 * signalled and a wrapper such as tsx relaying it), not an operator insisting.
 */
const REPEATED_SIGNAL_WINDOW_MS = 1_000;

/**
 * Runs `shutdown` once on the first SIGINT or SIGTERM: servers stop accepting, in-flight requests
 * finish, databases close. A second signal, or a shutdown that hangs, exits at once with code 1.
 */
export function exitOnShutdownSignal(shutdown: () => Promise<void>, log: Logger) {
  let shutdownStartedAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdownStartedAt !== undefined) {
      if (Date.now() - shutdownStartedAt < REPEATED_SIGNAL_WINDOW_MS) return;
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    shutdownStartedAt = Date.now();
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    shutdown().then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
