/**
 * The import boundary: solver code — the core, the genres, the inequality
 * engine and every other solver library — stays DOM-free and runs anywhere
 * (Vitest, the CLI, a Web Worker). So it never imports views, workers, the
 * export pages, the CLI, the benchmarks, or rendering libraries, and imports
 * Node's modules only in files named *-node.ts, which the browser never loads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** The solver side of the house. A new solver library is added here. */
const SOLVER_DIRS = ['src/core', 'src/puzzles', 'src/inequalities', 'src/exact-cover', 'src/sat', 'src/zdd'];
const FORBIDDEN_PACKAGES = /^(preact|preact\/.*|preact-render-to-string|d3|d3-.*|katex|astro|astro:.*|@astrojs\/.*|comlink)$/;
const FORBIDDEN_DIRS = /(^|\/)(ui|worker|export|cli|bench|pages|layouts|styles)\//;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The module specifiers a file imports (static, re-export and dynamic). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s+['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

describe('import boundary of the solver code', () => {
  const files = SOLVER_DIRS.flatMap((d) => sourceFiles(join(root, d)));

  it('finds the solver files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('imports no view, worker, page, CLI or benchmark code, and no rendering library', () => {
    const bad: string[] = [];
    for (const file of files) {
      const rel = relative(root, file);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const local = spec.startsWith('.') ? relative(root, join(file, '..', spec)).replace(/\\/g, '/') + '/' : null;
        if (FORBIDDEN_PACKAGES.test(spec) || (local && FORBIDDEN_DIRS.test(local.replace(/^src\//, '')))) bad.push(`${rel} imports ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('imports node: modules only in *-node.ts files', () => {
    const bad = files
      .filter((f) => !/-node\.ts$/.test(f))
      .flatMap((f) => importsOf(readFileSync(f, 'utf8')).filter((s) => s.startsWith('node:') || /^(fs|path|os|url|child_process|worker_threads)$/.test(s)).map((s) => `${relative(root, f)} imports ${s}`));
    expect(bad).toEqual([]);
  });

  it('is checked by a test that can fail', () => {
    expect(importsOf("import { h } from 'preact';\nconst m = import('../ui/x');\nexport * from './y';")).toEqual(['preact', './y', '../ui/x']);
  });
});
