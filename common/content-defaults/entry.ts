// One default content item and the two shapes most items take; shared by the site-wide and the page defaults.
import type { ContentType } from '../content';

export type { ContentType };
export interface ContentDefault {
  key: string; type: ContentType; value: string; label: string; section: string;
  /**
   * The value is an example of a fact only the site's operator knows (a phone number, an office, a testimonial): the
   * site shows nothing for it until an admin edits it, and the content manager lists it as a placeholder meanwhile.
   */
  placeholder?: true;
}

export const t = (section: string, key: string, label: string, value: string): ContentDefault => ({ key, type: 'text', value, label, section });
export const img = (section: string, key: string, label: string): ContentDefault => ({ key, type: 'image', value: '', label, section });
export const num = (section: string, key: string, label: string, value: number): ContentDefault => ({ key, type: 'number', value: String(value), label, section });

/** Marks a default as an operator's fact, shown nowhere until edited (see ContentDefault.placeholder). */
export const placeholder = (item: ContentDefault): ContentDefault => ({ ...item, placeholder: true });

/** What the site shows for a stored value: nothing while it is still a placeholder's example. */
export const shownValue = (item: ContentDefault | undefined, value: string): string =>
  item?.placeholder && value === item.value ? '' : value;

/** key -> value, what the web app shows until the store has answered. */
export const defaultValues = (defaults: ContentDefault[]): Record<string, string> =>
  Object.fromEntries(defaults.map((c) => [c.key, shownValue(c, c.value)]));
