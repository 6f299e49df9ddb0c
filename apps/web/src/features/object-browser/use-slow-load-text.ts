import { useEffect, useState } from 'react';

/** Spec 1 §4/§9: 'Loading...', a notice after 3 s, and the elapsed seconds from 6 s on. */
export const SLOW_NOTICE_MS = 3000;
export const ELAPSED_FROM_MS = 6000;

export function slowLoadText(elapsedMs: number): string {
  if (elapsedMs < SLOW_NOTICE_MS) return 'Loading...';
  const notice = 'This operation is taking longer than expected...';
  if (elapsedMs < ELAPSED_FROM_MS) return notice;
  return `${notice} (${Math.floor(elapsedMs / 1000)}s)`;
}

/** The loading text while `loading` is true, re-checked every second. */
export function useSlowLoadText(loading: boolean): string {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!loading) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 1000);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [loading]);
  return slowLoadText(elapsed);
}
