import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../rules/polling-schedule';

/**
 * Seconds left of a countdown from `fromSeconds`, one less every COUNTDOWN_TICK_MS while
 * `running`, stopping at 0. The interval ends with the countdown, when it stops running, and on
 * unmount.
 */
export function useProviderCountdown(fromSeconds: number, running = true): number {
  const [secondsLeft, setSecondsLeft] = useState(fromSeconds);
  const finished = secondsLeft <= 0;
  useEffect(() => {
    if (!running || finished) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running, finished]);
  return secondsLeft;
}
