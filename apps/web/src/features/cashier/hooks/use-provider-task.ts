import { useEffect, useRef } from 'react';
import { isAbort } from '../rules/polling-schedule';

/** A piece of step 2's work: waits, calls and polls that all stop when the signal aborts. */
export type ProviderTask = (signal: AbortSignal) => Promise<void>;

/**
 * Runs `task` while the component is mounted, again whenever `key` changes; aborts it on unmount
 * or before the next run, so closing the modal mid-step leaves no timer, listener or poll behind.
 * An abort is no failure; any other error goes to `onError` (a task reports its own outcomes).
 */
export function useProviderTask(task: ProviderTask | null, key: unknown, onError: (error: unknown) => void) {
  const latest = useRef({ task, onError });
  latest.current = { task, onError };
  const enabled = task !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger of a new run; the task is read through a ref.
  useEffect(() => {
    const run = latest.current.task;
    if (!enabled || !run) return;
    const controller = new AbortController();
    run(controller.signal).catch((error: unknown) => {
      if (!isAbort(error, controller.signal) && !controller.signal.aborted) latest.current.onError(error);
    });
    return () => controller.abort();
  }, [enabled, key]);
}
