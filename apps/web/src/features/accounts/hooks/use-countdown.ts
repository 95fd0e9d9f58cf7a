import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/** Whole seconds left until a moment (0 once it passed), updated every second. */
export function useSecondsUntil(deadlineMs: number | null): number {
  const secondsLeft = () => (deadlineMs === null ? 0 : Math.max(0, Math.ceil((deadlineMs - Date.now()) / TICK_MS)));
  const [seconds, setSeconds] = useState(secondsLeft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft only reads deadlineMs.
  useEffect(() => {
    setSeconds(secondsLeft());
    if (deadlineMs === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return seconds;
}
