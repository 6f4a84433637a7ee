// Whether a CSS media query matches now, kept up to date; for layouts that mount different components by screen size.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
  );
}

/** Tailwind's `lg` breakpoint. */
export const DESKTOP = '(min-width: 1024px)';
