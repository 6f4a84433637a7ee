import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Lazy routes load their chunks on demand: on a busy 2-core CI machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Radix, the router's scroll restoration and the intro use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  // Width queries answer for window.innerWidth (jsdom: 1024, a desktop); anything else (reduced motion ...) is false.
  value: (query: string): MediaQueryList => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  return min ? window.innerWidth >= Number(min[1]) : false;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store and replays them to the next Toaster: start each test clean.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  // The files of a worker share one jsdom (vitest.config.ts): each test starts at / with no title of the last page's.
  window.history.replaceState(null, '', '/');
  document.title = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
