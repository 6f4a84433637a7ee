// Sets of an index's rows as bitsets (one bit per row) and the operations the catalog's index (catalog-index.ts) runs
// on them: a search's matches and their count.

/** One bit per row. */
export type Bits = Uint32Array<ArrayBuffer>;

export function bitsOf(rows: Int32Array, words: number): Bits {
  const bits = new Uint32Array(words);
  for (const row of rows) bits[row >>> 5]! |= 1 << (row & 31);
  return bits;
}

/** The set rows of `bits` (which holds `count`), ascending. */
export function setRows(bits: Bits, count: number): Int32Array {
  const rows = new Int32Array(count);
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) rows[n++] = w * 32 + 31 - Math.clz32(word & -word);
  }
  return rows;
}

export function and(a: Bits, b: Bits): Bits {
  for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
  return a;
}

export function or(a: Bits, b: Bits): Bits {
  for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
  return a;
}

export function andNot(a: Bits, b: Bits): void {
  for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
}

export function popcount(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i]!);
  return n;
}

export function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

