import { useEffect, useState } from 'react';

const DEV_MAILBOX_PROBE_URL = '/dev/mailbox.json?limit=1';
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether the platform offers the dev mailbox. The platform registers it only in development,
 * so asking it is how the built site (always a production build) learns which environment it
 * runs in.
 */
export async function getDevMailboxAvailable(signal?: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(DEV_MAILBOX_PROBE_URL, {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return response.ok;
  } catch {
    return false;
  }
}

export function useDevMailboxAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void getDevMailboxAvailable(controller.signal).then((next) => {
      if (!controller.signal.aborted) setAvailable(next);
    });
    return () => controller.abort();
  }, []);
  return available;
}
