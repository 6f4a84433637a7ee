// The shape every dataset kind's row generator takes: an ordered column list over one generated record.
import type { Random } from '../random';
import type { IndustryKey } from '../reference/companies';
import type { LineKey } from '../reference/insurance';
import type { StateCode } from '../reference/places';

export type ColumnType = 'string' | 'integer' | 'decimal' | 'date' | 'datetime' | 'email' | 'phone';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
}

export type CellValue = string | number;

export interface RowSchema {
  columns: readonly ColumnSpec[];
  /** The cells of row `index`, in column order. Rows must be generated in order from one `rng`. */
  row(rng: Random, index: number): CellValue[];
}

/** An ordered column list naming fields of the record type `R`. */
export type Columns<R> = readonly (readonly [name: keyof R & string, type: ColumnType])[];

/** Ties an ordered column list to the record a generator makes, so a misspelt column fails to compile. */
export function defineSchema<R extends Record<string, CellValue>>(
  columns: Columns<R>,
  make: (rng: Random, index: number) => R,
): RowSchema {
  const names = columns.map(([name]) => name);
  return {
    columns: columns.map(([name, type]) => ({ name, type })),
    row(rng, index) {
      const record = make(rng, index);
      return names.map((name) => record[name]!);
    },
  };
}

export const LEAD_KINDS = ['health', 'life', 'medicare', 'auto', 'home', 'commercial'] as const;
export const BUSINESS_KINDS = ['market', 'salesIntel', 'firmographic'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type RowKind = LeadKind | (typeof BUSINESS_KINDS)[number];

export const isLeadKind = (kind: RowKind): kind is LeadKind => (LEAD_KINDS as readonly string[]).includes(kind);

/** Narrows what a dataset's rows may contain, so a "Texas" or "Turning 65" title is true of every row. */
export interface RowScope {
  states?: readonly StateCode[];
  ages?: readonly [min: number, max: number];
  /** Replaces the kind's coverage / policy / plan choices. */
  coverageTypes?: readonly string[];
  industries?: readonly IndustryKey[];
  employees?: readonly [min: number, max: number];
  homeValues?: readonly [min: number, max: number];
  vehicles?: 'classic';
  lines?: readonly LineKey[];
  yearFounded?: readonly [min: number, max: number];
  /** ISO dates (inclusive) bounding capture and activity timestamps. */
  window?: readonly [from: string, to: string];
}

export interface RowSpec {
  slug: string;
  kind: RowKind;
  recordCount: number;
  scope?: RowScope;
}
