import { useEffect, useRef } from 'react';

/** Calls `callback` once, `delayMs` after `active` turns true; cancelled if it turns false or the component unmounts. */
export function useTimeout(active: boolean, delayMs: number, callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(id);
  }, [active, delayMs]);
}
