// The name of a file the site hands out for download, dated by the UTC day it was made: `orders-2026-11-26.csv`.

export function datedFileName(prefix: string, ext: string, at: Date = new Date()): string {
  return `${prefix}-${at.toISOString().slice(0, 10)}.${ext}`;
}
