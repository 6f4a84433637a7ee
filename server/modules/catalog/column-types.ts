// A data dictionary from a CSV's values: each column's type (the seed's vocabulary) and a masked example.
import { publicValue } from '../../lib/masks';

export type ColumnType = 'string' | 'integer' | 'decimal' | 'date' | 'datetime' | 'email' | 'phone' | 'boolean';

/** An integer column's values: a leading zero (02134, 007) makes a code, not a number (it would lose the zero). */
export const INTEGER_TEXT = /^-?(0|[1-9]\d{0,14})$/;

const TESTS: [ColumnType, RegExp][] = [
  ['integer', INTEGER_TEXT],
  ['decimal', /^-?\d{0,15}\.\d+$/],
  ['boolean', /^(true|false|yes|no|y|n)$/i],
  ['date', /^(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})$/],
  ['datetime', /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ['phone', /^\+?[\d\s().-]{7,20}$/],
];

/** Named as a ZIP code, an identifier or a code ("Zip Code", "Lead ID", "policyNumber", "NAICS", "Lead #"). */
const TEXT_BY_NAME = /zip|postal|post_?code|#|(^|[^a-z])(npi|ein|ssn|fips|naics|sic)([^a-z]|$)|(^|[^a-z])(id|ids|number|num|no|code)$/i;
const textByName = (name: string) => TEXT_BY_NAME.test(name.trim().replace(/([a-z])([A-Z])/g, '$1_$2'));

/** Tracks one column's candidate types as values stream past; whatever every non-empty value fits. */
export class ColumnProfile {
  private candidates = new Set<ColumnType>(TESTS.map(([type]) => type));
  private seen = 0;
  example = '';
  constructor(readonly name: string) {}

  add(value: string) {
    const v = value.trim();
    if (!v) return;
    if (!this.example) this.example = v;
    this.seen++;
    for (const [type, test] of TESTS) if (this.candidates.has(type) && !test.test(v)) this.candidates.delete(type);
  }

  get type(): ColumnType {
    if (!this.seen) return 'string';
    // Integers also look like phones, and a phone-shaped column named like one is one.
    if (this.candidates.has('phone') && /phone|mobile|cell|fax/i.test(this.name)) return 'phone';
    // ZIP codes, ids and codes are digits but not quantities: text, whatever their values look like.
    if (textByName(this.name)) return 'string';
    for (const [type] of TESTS) if (type !== 'phone' && this.candidates.has(type)) return type;
    return this.candidates.has('phone') ? 'phone' : 'string';
  }

  /** The example as the public data dictionary shows it: personal fields masked like the sample. */
  get maskedExample(): string {
    return publicValue(this.name, this.example);
  }
}
