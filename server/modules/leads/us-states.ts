// The names people type for US states and territories (the list itself is common/us-states.ts).
import { US_STATE_NAMES } from '../../../common/us-states';

const STATES: Record<string, string> = US_STATE_NAMES;

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const BY_NAME = new Map<string, string>([
  ...Object.entries(STATES).map(([code, name]) => [key(name), code] as const),
  ...Object.keys(STATES).map((code) => [key(code), code] as const),
  [key('Washington DC'), 'DC'], [key('Virgin Islands'), 'VI'],
]);

/** 'texas', 'TX', 'Tex as' -> 'TX'; null when it is not a US state or territory. */
export function stateCode(value: string): string | null {
  return BY_NAME.get(key(value)) ?? null;
}
