import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (spec 1 §9: bucket name 1000 ms, tags 500 ms). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
