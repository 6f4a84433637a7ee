// Called by the marketing, contact and support pages only (at the top of their modules): their default texts travel
// with their chunks, so the first screen's bundle stays small.
import { defaultValues } from '../../../common/content-defaults/entry';
import { PAGE_CONTENT_DEFAULTS } from '../../../common/content-defaults/pages';
import { addContentFallbacks } from './content-fallbacks';

/** Adds the pages' default texts to what `t(key)` shows before the content store answers. Safe to call again. */
export function addPageContentDefaults(): void {
  addContentFallbacks(defaultValues(PAGE_CONTENT_DEFAULTS));
}
