import { useSearchParams } from 'react-router';

const THROW_PARAM = '__throw';

/**
 * `?__throw=1` on any page makes the layout throw while rendering, so the end-to-end tests can check the
 * full-page error fallback in a real browser. Harmless in production: it only shows the fallback page.
 */
export function ThrowOnRequest() {
  const [searchParams] = useSearchParams();
  if (searchParams.get(THROW_PARAM) === '1') throw new Error('Error requested with ?__throw=1');
  return null;
}
