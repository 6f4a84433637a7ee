// The default site content (SPEC.md section 3 "Content item"): seeded into the store (missing keys on every start,
// edited values kept). Keys are stable: code reads them by name. Split in two so the web app's first screen carries
// only the site-wide texts; a page's own texts arrive with its chunk.
import type { ContentDefault } from './content-defaults/entry';
import { PAGE_CONTENT_DEFAULTS } from './content-defaults/pages';
import { SITE_CONTENT_DEFAULTS } from './content-defaults/site';

export { defaultValues, shownValue, type ContentDefault, type ContentType } from './content-defaults/entry';

export const CONTENT_DEFAULTS: ContentDefault[] = [...SITE_CONTENT_DEFAULTS, ...PAGE_CONTENT_DEFAULTS];

const byKey = new Map(CONTENT_DEFAULTS.map((d) => [d.key, d]));
export const contentDefault = (key: string): ContentDefault | undefined => byKey.get(key);
