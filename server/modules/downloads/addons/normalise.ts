// Contact values in one form: names in proper case, phones in E.164, street addresses with the USPS abbreviations,
// states as their 2-letter code. A value that cannot be normalised safely is returned as it was (trimmed).
import { stateCode } from '../../leads/us-states';
import { checkPhone } from './phone-rules';

const collapse = (value: string) => value.trim().replace(/\s+/g, ' ');

const ROMAN_SUFFIX = /^(ii|iii|iv|vi|vii|viii)$/i;

/** One word of a name: "mcdonald" -> "McDonald"; hyphens and apostrophes start new parts ("o'brien", "anne-marie"). */
function properWord(word: string): string {
  if (ROMAN_SUFFIX.test(word)) return word.toUpperCase();
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/**
 * Proper case only for a name typed all in one case ("mcdonald", "ANNE-MARIE"): a mixed-case name ("van der Berg",
 * "DeShawn", "MacKenzie") was written by someone who knew, and only its spaces are tidied.
 */
export function normaliseName(value: string): string {
  const name = collapse(value);
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name.split(' ').map(properWord).join(' ');
}

/**
 * E.164 (+12125550123): one form that dialers, SMS tools and CRMs all import, country code included. An extension
 * is kept after it (" ext. 12"), as E.164 itself has no place for one.
 */
export function normalisePhone(value: string): string {
  const { e164, extension } = checkPhone(value);
  if (!e164) return value.trim();
  return extension ? `${e164} ext. ${extension}` : e164;
}

/** USPS Publication 28 street suffixes (the common ones). */
const SUFFIXES: Record<string, string> = {
  alley: 'Aly', avenue: 'Ave', av: 'Ave', boulevard: 'Blvd', circle: 'Cir', court: 'Ct', cove: 'Cv', crescent: 'Cres',
  crossing: 'Xing', drive: 'Dr', expressway: 'Expy', freeway: 'Fwy', heights: 'Hts', highway: 'Hwy', junction: 'Jct',
  lane: 'Ln', parkway: 'Pkwy', place: 'Pl', plaza: 'Plz', point: 'Pt', ridge: 'Rdg', road: 'Rd', square: 'Sq',
  station: 'Sta', street: 'St', str: 'St', terrace: 'Ter', trail: 'Trl', turnpike: 'Tpke', center: 'Ctr',
};
const DIRECTIONS: Record<string, string> = {
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
};
/** Secondary unit designators: what follows one is not part of the street name. */
const UNITS: Record<string, string> = { apartment: 'Apt', apt: 'Apt', suite: 'Ste', ste: 'Ste', unit: 'Unit', building: 'Bldg', floor: 'Fl', room: 'Rm', '#': '#' };

/** Each table also knows its abbreviations ("st." -> "St"). */
const withShortForms = (table: Record<string, string>) =>
  new Map([...Object.entries(table), ...Object.values(table).map((short) => [short.toLowerCase(), short] as const)]);
const SUFFIX_OF = withShortForms(SUFFIXES);
const DIRECTION_OF = withShortForms(DIRECTIONS);
const UNIT_OF = withShortForms(UNITS);

/** The abbreviation in the word's own case: "STREET" -> "ST", "Street" -> "St"; a word not in the table as it was. */
function abbreviate(word: string, table: Map<string, string>): string {
  const short = table.get(word.toLowerCase().replace(/\.$/, ''));
  if (!short) return word;
  return word === word.toUpperCase() && /\p{L}/u.test(word) ? short.toUpperCase() : short;
}

/**
 * "123  north main street, apartment 4" -> "123 N main St, Apt 4". Suffix and post-direction are read at the end of
 * the street part (before any unit) and the pre-direction right after the house number, as USPS does; a word
 * elsewhere ("Court" in "123 Court Street") is a name and stays.
 */
export function normaliseAddress(value: string): string {
  const words = collapse(value).split(' ');
  let end = words.findIndex((w, i) => i > 0 && UNIT_OF.has(w.toLowerCase().replace(/[.,]$/, '')));
  if (end < 0) end = words.length;
  for (let i = end; i < words.length; i++) words[i] = abbreviate(words[i]!, UNIT_OF);
  // A comma before the unit belongs after the suffix, not inside the lookup.
  const comma = words[end - 1]?.endsWith(',') ? ',' : '';
  if (comma) words[end - 1] = words[end - 1]!.slice(0, -1);
  let last = end - 1;
  if (last > 1 && DIRECTION_OF.has(words[last]!.toLowerCase().replace(/\.$/, ''))) words[last] = abbreviate(words[last--]!, DIRECTION_OF);
  if (last > 0) words[last] = abbreviate(words[last]!, SUFFIX_OF);
  if (/^\d/.test(words[0]!) && last > 2) words[1] = abbreviate(words[1]!, DIRECTION_OF);
  if (comma) words[end - 1] += comma;
  return words.join(' ');
}

/** "texas", "Tex as", "tx" -> "TX"; anything else as it was. */
export function normaliseState(value: string): string {
  return stateCode(value) ?? value.trim();
}
