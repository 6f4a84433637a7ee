// Counts in words: "1 review", "2 reviews", "1.2K records". Every count the site shows next to a noun goes through here.
const whole = new Intl.NumberFormat('en-US');

/** The words after a count that agree with it: `matchFilters(1)` -> ' matches these filters'. */
export const matchFilters = (value: number) => (value === 1 ? ' matches these filters' : ' match these filters');

/** `countOf(1, 'dataset')` -> '1 dataset'; `countOf(1234, 'entry', 'entries')` -> '1,234 entries'. */
export function countOf(value: number, singular: string, plural = `${singular}s`, format: (n: number) => string = whole.format): string {
  return `${format(value)} ${value === 1 ? singular : plural}`;
}
