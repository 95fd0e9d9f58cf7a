import { createServer } from 'node:net';

/**
 * A port the operating system has free on the loopback interface now. It is not reserved: between
 * this answer and the caller's listen another process (a parallel suite, or an outgoing connection
 * given a local port from the same ephemeral range) may take it, so a start that listens on it goes
 * through `retryWhileAddressInUse`.
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('the loopback listener has no port'));
        else resolvePort(address.port);
      });
    });
  });
}

/** True for the error a listen gives when its port is taken. */
export function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/**
 * Runs a start that picks its own free ports, again from the beginning when a port was taken
 * before it could listen. The start must release what it opened before it throws. Other errors,
 * and the last attempt's, go to the caller.
 */
export async function retryWhileAddressInUse<T>(start: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !isAddressInUse(error)) throw error;
    }
  }
}
