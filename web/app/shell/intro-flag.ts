import { readLocal, writeLocal } from '../local-storage';

/** Set once the intro has been completed or skipped, so it plays only on a browser's first visit. */
export const INTRO_SEEN_KEY = 'datacsv_intro_seen';

export const introSeen = () => readLocal(INTRO_SEEN_KEY) !== null;
export const markIntroSeen = () => writeLocal(INTRO_SEEN_KEY, 'true');
export const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
