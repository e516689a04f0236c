/**
 * The import graph of src/, as the layer rules (./imports.test.ts) read it:
 * every file's imports, each resolved to a repository path when it is
 * relative, and a checker that lists the imports breaking a rule as
 * "file:line imports spec" lines, so a failing rule says exactly what to fix.
 * Pure functions over { path, text }, so a rule can be tried on made-up files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

export interface SourceFile {
  /** Repository-relative, with forward slashes ("src/ui/sudoku/SatByHand.tsx"). */
  path: string;
  text: string;
}

export interface ImportEdge {
  /** The specifier as written ("../../lessons/sudoku/examples", "preact/hooks"). */
  spec: string;
  /** The repository path it names, without extension or query ("src/lessons/sudoku/examples"); null for a package. */
  target: string | null;
  line: number;
}

export interface LayerRule {
  /** The rule in words; the test's title. */
  says: string;
  /** True for the files the rule speaks of. */
  appliesTo: (path: string) => boolean;
  /** True when this import of `path` breaks the rule. */
  breaks: (edge: ImportEdge, path: string) => boolean;
  /** Made-up imports the rule must catch, and sound ones it must let through: [file, specifier]. */
  caught: [string, string][];
  allowed: [string, string][];
}

const IMPORT_PATTERNS = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s+['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];

/** The imports of one file (static, side-effect, re-export and dynamic), in no particular order. */
export function importEdges(file: SourceFile): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const re of IMPORT_PATTERNS) {
    for (const m of file.text.matchAll(re)) {
      const spec = m[1];
      const line = file.text.slice(0, m.index).split('\n').length;
      const target = spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file.path), spec.replace(/\?.*$/, ''))) : null;
      edges.push({ spec, target, line });
    }
  }
  return edges;
}

/** True when `path` is the folder `dir` or lies under it. */
export const under = (path: string | null, dir: string): boolean => path !== null && (path === dir || path.startsWith(`${dir}/`));

/** Every import of `files` that breaks `rule`, as readable lines. */
export function violations(files: readonly SourceFile[], rule: LayerRule): string[] {
  return files
    .filter((f) => rule.appliesTo(f.path))
    .flatMap((f) => importEdges(f).filter((e) => rule.breaks(e, f.path)).map((e) => `${f.path}:${e.line} imports ${e.spec}`))
    .sort();
}

/** The source files under `dir` (repository-relative), read from disk. */
export function readSources(root: string, dir: string): SourceFile[] {
  const walk = (abs: string): string[] =>
    readdirSync(abs).flatMap((name) => {
      const p = join(abs, name);
      if (statSync(p).isDirectory()) return walk(p);
      return /\.(ts|tsx|mjs|astro)$/.test(name) ? [p] : [];
    });
  return walk(join(root, dir)).map((p) => ({ path: relative(root, p).replace(/\\/g, '/'), text: readFileSync(p, 'utf8') }));
}
