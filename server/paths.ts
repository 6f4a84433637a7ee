// Where the project's files are, whether the server runs from its sources (server/) or its build (dist/server/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(projectRoot, 'server/db/migrations');
/** The stored SQL functions' current text, one file each, applied after the migrations. */
export const functionsFolder = path.join(projectRoot, 'server/db/functions');
export const webDist = path.join(projectRoot, 'dist/web');
