// The name of a file the site hands out for download, dated by the UTC day it was made: `orders-2026-11-26.csv`.
import { utcDay } from '../../common/dates';

export function datedFileName(prefix: string, ext: string, at: Date = new Date()): string {
  return `${prefix}-${utcDay(at)}.${ext}`;
}
