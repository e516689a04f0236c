/**
 * The repository's root folder, found by walking up from this module to the
 * package.json of this project. Works the same when run from source (tsx)
 * and from the ahead-of-time bundle in .cache/bundle/, whose location differs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'stepwise') return dir;
    if (dirname(dir) === dir) throw new Error(`cannot find the Stepwise folder above ${start}`);
  }
}

export const repoRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
