// The stored SQL functions, as they are now: one file each in server/db/functions (CREATE OR REPLACE FUNCTION), applied
// after the migrations, all in one transaction, so a change to a function is a change to its file. Migrations keep
// the history (the functions' first versions, the triggers that call them).
// A file may use {{NAME}} for a constant TypeScript also reads (below), so SQL and TypeScript have one source.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DUPLICATE_WINDOW_DAYS } from '../../common/leads';
import { functionsFolder } from '../paths';

/** The constants the functions' text may name, with the values they are written with. */
export const FUNCTION_CONSTANTS = { DUPLICATE_WINDOW_DAYS } satisfies Record<string, number>;

/** Each function file's SQL, in name order, its {{NAME}}s written out; an unknown name is an error. */
export function storedFunctions(constants: Record<string, number> = FUNCTION_CONSTANTS, folder = functionsFolder): { name: string; sql: string }[] {
  return readdirSync(folder).filter((file) => file.endsWith('.sql')).sort().map((file) => ({
    name: path.basename(file, '.sql'),
    sql: readFileSync(path.join(folder, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      const value = constants[key];
      if (value === undefined) throw new Error(`${file}: no value for {{${key}}}`);
      return String(value);
    }),
  }));
}
