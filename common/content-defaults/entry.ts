// One default content item and the two shapes most items take; shared by the site-wide and the page defaults.
import type { ContentType } from '../content';

export type { ContentType };
export interface ContentDefault { key: string; type: ContentType; value: string; label: string; section: string }

export const t = (section: string, key: string, label: string, value: string): ContentDefault => ({ key, type: 'text', value, label, section });
export const img = (section: string, key: string, label: string): ContentDefault => ({ key, type: 'image', value: '', label, section });
export const num = (section: string, key: string, label: string, value: number): ContentDefault => ({ key, type: 'number', value: String(value), label, section });

/** key -> value, what the web app shows until the store has answered. */
export const defaultValues = (defaults: ContentDefault[]): Record<string, string> => Object.fromEntries(defaults.map((c) => [c.key, c.value]));
