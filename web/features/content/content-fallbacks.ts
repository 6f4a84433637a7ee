// What `t(key)` shows before the content store has answered (or when it cannot be reached and nothing is cached):
// the site-wide defaults from the start, a page's own defaults once its chunk has loaded (see page-defaults.ts).
import { defaultValues } from '../../../common/content-defaults/entry';
import { SITE_CONTENT_DEFAULTS } from '../../../common/content-defaults/site';

const fallbacks: Record<string, string> = defaultValues(SITE_CONTENT_DEFAULTS);

export function addContentFallbacks(values: Record<string, string>) {
  Object.assign(fallbacks, values);
}

export const contentFallback = (key: string): string | undefined => fallbacks[key];
