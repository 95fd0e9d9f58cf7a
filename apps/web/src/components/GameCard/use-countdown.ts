import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/**
 * Whole seconds left until a live table's phase ends. The server's clock is trusted over the
 * visitor's: the remaining time is measured from serverNowMs, then counted down locally.
 */
export function secondsLeft(phaseEndsAtMs: number, serverNowMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((phaseEndsAtMs - serverNowMs - elapsedMs) / 1_000));
}

export function useCountdown(phaseEndsAtMs: number, serverNowMs: number): number {
  const [receivedAt] = useState(() => Date.now());
  const [now, setNow] = useState(receivedAt);
  // A new status (phase change) restarts the count from its own server time.
  const [status, setStatus] = useState({ phaseEndsAtMs, serverNowMs, receivedAt });
  if (status.phaseEndsAtMs !== phaseEndsAtMs || status.serverNowMs !== serverNowMs) {
    setStatus({ phaseEndsAtMs, serverNowMs, receivedAt: Date.now() });
  }
  const seconds = secondsLeft(status.phaseEndsAtMs, status.serverNowMs, now - status.receivedAt);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return seconds;
}
