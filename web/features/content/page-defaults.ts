// Imported by the marketing, contact and support pages only: their default texts travel with their chunks, so the
// first screen's bundle stays small.
import { defaultValues } from '../../../common/content-defaults/entry';
import { PAGE_CONTENT_DEFAULTS } from '../../../common/content-defaults/pages';
import { addContentFallbacks } from './content-fallbacks';

addContentFallbacks(defaultValues(PAGE_CONTENT_DEFAULTS));
