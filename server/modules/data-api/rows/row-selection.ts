// Which of a dataset's columns and rows a data API call wants, checked against the file's header and data dictionary
// once, then applied to every row as index lookups and comparisons.
import type { RowCondition, V1RowsFilter } from '../../../../common/data-api';
import { AppError } from '../../../lib/errors';
import { contactColumns, type DictionaryColumn } from '../../../../common/contact-columns';

export interface RowSelection {
  /** The columns answered, in order, with their dictionary types (add-on columns are text). */
  columns: { name: string; type: string }[];
  /** Their positions in a row. */
  pick: number[];
  /** Whether a row (the full width of the header) is wanted. */
  test: (cells: string[]) => boolean;
  /**
   * Bytes a stored record must contain to be wanted (conditions whose value has no letters, so case cannot differ):
   * a record without them is skipped before it is parsed, which makes a rare ZIP prefix or id cheap to look for.
   */
  needles: Buffer[];
}

const badFilter = (message: string, field: string) => new AppError('INVALID_FILTER', 400, message, { [field]: message });
const ORDERED_TYPES = new Set(['integer', 'decimal', 'date', 'datetime']);
const NUMBER_TYPES = new Set(['integer', 'decimal']);

type Test = (cells: string[]) => boolean;

function conditionTest(index: number, type: string, { column, op, value }: RowCondition): Test {
  const want = value.trim().toLowerCase();
  switch (op) {
    case 'eq': return (c) => (c[index] ?? '').trim().toLowerCase() === want;
    case 'ne': return (c) => (c[index] ?? '').trim().toLowerCase() !== want;
    case 'contains': return (c) => (c[index] ?? '').toLowerCase().includes(want);
    case 'prefix': return (c) => (c[index] ?? '').trim().toLowerCase().startsWith(want);
    default: break;
  }
  if (!ORDERED_TYPES.has(type)) throw badFilter(`"${column}" holds text: compare it with eq, ne, contains or prefix.`, 'where');
  const holds = { gt: (d: number) => d > 0, gte: (d: number) => d >= 0, lt: (d: number) => d < 0, lte: (d: number) => d <= 0 }[op];
  if (NUMBER_TYPES.has(type)) {
    const bound = Number(value);
    if (!value.trim() || !Number.isFinite(bound)) throw badFilter(`"${column}" holds numbers: compare it with a number.`, 'where');
    // An empty or unreadable cell is not greater or smaller than anything.
    return (c) => { const v = Number((c[index] ?? '').trim() || Number.NaN); return !Number.isNaN(v) && holds(v - bound); };
  }
  // Dates in ISO form (2024-05-31, 2024-05-31T10:00:00Z) order as text.
  return (c) => { const v = (c[index] ?? '').trim(); return v !== '' && holds(v.localeCompare(value.trim())); };
}

/**
 * The selection for one file: `header` is the row layout the rows arrive in (the file's, plus any add-on columns),
 * `dictionary` the stored columns' types. Unknown columns, and filters this file cannot answer, are 400s that say why.
 */
export function rowSelection(header: string[], dictionary: DictionaryColumn[], filter: V1RowsFilter): RowSelection {
  const typeOf = new Map(dictionary.map((c) => [c.name, c.type]));
  const indexOf = new Map<string, number>();
  header.forEach((name, i) => { if (!indexOf.has(name)) indexOf.set(name, i); });
  const find = (name: string, field: string) => {
    const i = indexOf.get(name);
    if (i === undefined) throw badFilter(`This dataset has no column "${name}". Its columns: ${header.join(', ')}.`, field);
    return i;
  };

  const pick = filter.columns?.length ? filter.columns.map((name) => find(name, 'columns')) : header.map((_, i) => i);
  const tests: Test[] = [];
  const needles: Buffer[] = [];
  const needle = (value: string) => {
    const v = value.trim();
    if (v && !/[\p{L}"]/u.test(v)) needles.push(Buffer.from(v));
  };
  const contact = contactColumns(header, dictionary);
  if (filter.state) {
    const column = contact.find((c) => c.kind === 'state');
    if (!column) throw badFilter('This dataset has no state column to filter on.', 'state');
    tests.push(conditionTest(column.index, 'string', { column: column.name, op: 'eq', value: filter.state }));
  }
  if (filter.zip_prefix) {
    const column = contact.find((c) => c.kind === 'zip');
    if (!column) throw badFilter('This dataset has no ZIP code column to filter on.', 'zip_prefix');
    tests.push(conditionTest(column.index, 'string', { column: column.name, op: 'prefix', value: filter.zip_prefix }));
    needle(filter.zip_prefix);
  }
  for (const condition of filter.where) {
    const index = find(condition.column, 'where');
    tests.push(conditionTest(index, typeOf.get(condition.column) ?? 'string', condition));
    if (condition.op === 'eq' || condition.op === 'prefix' || condition.op === 'contains') needle(condition.value);
  }
  return {
    columns: pick.map((i) => ({ name: header[i]!, type: typeOf.get(header[i]!) ?? 'string' })),
    pick,
    test: tests.length === 0 ? () => true : tests.length === 1 ? tests[0]! : (cells) => tests.every((t) => t(cells)),
    needles,
  };
}
