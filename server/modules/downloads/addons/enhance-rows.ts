// Data Enhancement: `state_derived` (from the ZIP, else the phone's area code) and its `time_zone` added to each row,
// and names, phones, addresses and states replaced by their normalised forms. In place rather than in added
// `*_normalised` columns: the buyer's import mapping (CRM fields by column) keeps working, and a value that cannot be
// normalised safely (a mixed-case name, an invalid phone) is left exactly as the provider wrote it.
import { stateCode } from '../../leads/us-states';
import { contactColumns, type ContactKind, type DictionaryColumn } from '../../../../common/contact-columns';
import { normaliseAddress, normaliseName, normalisePhone, normaliseState } from './normalise';
import { checkPhone } from './phone-rules';
import type { RowTransform } from './row-stream';
import { stateOfZip, timeZoneOf } from './zip-regions';

export const ENHANCEMENT_COLUMNS = ['state_derived', 'time_zone'] as const;

const NORMALISE: Partial<Record<ContactKind, (value: string) => string>> = {
  first_name: normaliseName, last_name: normaliseName, full_name: normaliseName,
  phone: normalisePhone, address: normaliseAddress, state: normaliseState,
};

export function rowEnhancer(header: string[], dictionary?: DictionaryColumn[]): RowTransform {
  const columns = contactColumns(header, dictionary);
  const of = (kind: ContactKind) => columns.filter((c) => c.kind === kind).map((c) => c.index);
  const zips = of('zip');
  const phones = of('phone');
  const states = of('state');
  const normalised = columns.flatMap((c) => {
    const normalise = NORMALISE[c.kind];
    return normalise ? [{ index: c.index, normalise }] : [];
  });
  return {
    header: [...header, ...ENHANCEMENT_COLUMNS],
    row(cells) {
      // Read from the values as delivered, before they are normalised.
      const derived = first(zips, (i) => stateOfZip(cells[i]!)) ?? first(phones, (i) => checkPhone(cells[i]!).areaCodeState);
      const state = derived ?? first(states, (i) => stateCode(cells[i]!));
      const out = cells.slice();
      for (const { index, normalise } of normalised) if (out[index]!.trim()) out[index] = normalise(out[index]!);
      return [...out, derived ?? '', (state && timeZoneOf(state)) ?? ''];
    },
  };
}

/** The first column whose value gives an answer. */
function first(indexes: number[], read: (index: number) => string | null): string | null {
  for (const i of indexes) { const value = read(i); if (value) return value; }
  return null;
}
