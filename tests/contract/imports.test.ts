/**
 * The layers of src/, as a table of import rules. Solver code — the core,
 * the genres, the inequality engine and every other solver library — stays
 * DOM-free and runs anywhere (Vitest, the CLI, a Web Worker), so it imports
 * only solver code and Node's modules only in *-node.ts files, which the
 * browser never loads; a solver library imports only the core and itself.
 * Above it: the lessons' build-time facts (no UI), the export pages (no
 * lesson facts), the CLI (no UI), the worker; the islands in src/ui/, where
 * a genre's folder uses the shared kit but never another genre's folder.
 * Each rule says what breaks it, file and line; a self-test shows each rule
 * catches a made-up violation and lets a sound import through.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { genreNames } from '../../src/puzzles/index';
import { importEdges, readSources, under, violations, type LayerRule } from './import-graph';

const root = join(import.meta.dirname, '..', '..');
/** The solver side of the house. A new solver library is added here. */
const SOLVER_DIRS = ['src/core', 'src/puzzles', 'src/inequalities', 'src/exact-cover', 'src/sat', 'src/zdd'];
/** The solver libraries below the genres: each builds on the core alone. */
const LIBRARY_DIRS = ['src/inequalities', 'src/exact-cover', 'src/sat', 'src/zdd'];
const RENDERING_PACKAGES = /^(preact|preact\/.*|preact-render-to-string|d3|d3-.*|katex|astro|astro:.*|@astrojs\/.*|comlink)$/;
const NODE_MODULES = /^(node:.*|fs|path|os|url|child_process|worker_threads)$/;

/** The genre of a file in a genre's UI folder (src/ui/<genre>/…), or null for the shared kit and everything else. */
function uiGenreOf(path: string | null): string | null {
  return genreNames.find((g) => under(path, `src/ui/${g}`)) ?? null;
}

const inAny = (dirs: readonly string[]) => (path: string | null) => dirs.some((d) => under(path, d));
const solverSide = inAny(SOLVER_DIRS);
const libraryOf = (path: string) => LIBRARY_DIRS.find((d) => under(path, d))!;

const LAYERS: LayerRule[] = [
  {
    says: 'the solver side imports only the solver side, and no rendering library',
    appliesTo: solverSide,
    breaks: (e) => (e.target === null ? RENDERING_PACKAGES.test(e.spec) : !solverSide(e.target)),
    caught: [['src/puzzles/akari/model.ts', '../../lessons/akari/facts'], ['src/puzzles/akari/replay.ts', 'preact']],
    allowed: [['src/puzzles/akari/model.ts', '../../inequalities/inequality']],
  },
  {
    says: 'the solver side imports node: modules only in *-node.ts files',
    appliesTo: (p) => solverSide(p) && !/-node\.ts$/.test(p),
    breaks: (e) => e.target === null && NODE_MODULES.test(e.spec),
    caught: [['src/puzzles/sudoku/data.ts', 'node:fs']],
    allowed: [['src/puzzles/sudoku/data-node.ts', 'node:fs']],
  },
  {
    says: 'a solver library imports only the core and itself',
    appliesTo: inAny(LIBRARY_DIRS),
    breaks: (e, path) => e.target !== null && !under(e.target, 'src/core') && !under(e.target, libraryOf(path)),
    caught: [['src/inequalities/hand-state.ts', '../sat/cnf']],
    allowed: [['src/inequalities/hand-state.ts', './forcing']],
  },
  {
    says: 'the core imports nothing outside the core',
    appliesTo: inAny(['src/core']),
    breaks: (e) => e.target !== null && !under(e.target, 'src/core'),
    caught: [['src/core/trace.ts', '../puzzles/types']],
    allowed: [['src/core/trace.ts', './log']],
  },
  {
    says: 'src/lessons never imports src/ui',
    appliesTo: inAny(['src/lessons']),
    breaks: (e) => under(e.target, 'src/ui'),
    caught: [['src/lessons/sudoku/facts.ts', '../../ui/sudoku/SatByHand']],
    allowed: [['src/lessons/sudoku/facts.ts', './examples']],
  },
  {
    says: 'src/lessons imports no export page, CLI, worker or benchmark code',
    appliesTo: inAny(['src/lessons']),
    breaks: (e) => inAny(['src/export', 'src/cli', 'src/worker', 'src/bench'])(e.target),
    caught: [['src/lessons/sliding/facts.ts', '../../bench/sliding']],
    allowed: [['src/lessons/sliding/facts.ts', '../../puzzles/sliding/parity']],
  },
  {
    says: `src/ui/<genre> never imports another genre's folder (genres: ${genreNames.join(', ')})`,
    appliesTo: (p) => uiGenreOf(p) !== null,
    breaks: (e, path) => uiGenreOf(e.target) !== null && uiGenreOf(e.target) !== uiGenreOf(path),
    caught: [['src/ui/shakashaka/WhyPanel.tsx', '../akari/WhyPanel']],
    allowed: [['src/ui/shakashaka/WhyPanel.tsx', '../inequalities/WhyList']],
  },
  {
    says: 'the shared kit of src/ui (its top-level files and non-genre folders) imports no genre folder',
    appliesTo: (p) => under(p, 'src/ui') && uiGenreOf(p) === null,
    breaks: (e) => uiGenreOf(e.target) !== null,
    caught: [['src/ui/inequalities/WhyList.tsx', '../akari/step-words']],
    allowed: [['src/ui/inequalities/WhyList.tsx', '../search-tree/SearchTree']],
  },
  {
    says: 'src/ui imports no CLI or benchmark code',
    appliesTo: inAny(['src/ui']),
    breaks: (e) => inAny(['src/cli', 'src/bench'])(e.target),
    caught: [['src/ui/sliding/RunStatus.tsx', '../../cli/progress']],
    allowed: [['src/ui/sliding/RunStatus.tsx', '../../worker/solver-client']],
  },
  {
    says: 'src/cli never imports src/ui',
    appliesTo: inAny(['src/cli']),
    breaks: (e) => under(e.target, 'src/ui'),
    caught: [['src/cli/export-command.ts', '../ui/views']],
    allowed: [['src/cli/export-command.ts', '../export/registry']],
  },
  {
    says: 'src/cli imports no lesson facts, worker or benchmark code',
    appliesTo: inAny(['src/cli']),
    breaks: (e) => inAny(['src/lessons', 'src/worker', 'src/bench'])(e.target),
    caught: [['src/cli/solve-one.ts', '../worker/run-genre']],
    allowed: [['src/cli/solve-one.ts', '../core/budget']],
  },
  {
    says: 'src/export never imports src/lessons',
    appliesTo: inAny(['src/export']),
    breaks: (e) => under(e.target, 'src/lessons'),
    caught: [['src/export/sudoku.tsx', '../lessons/sudoku/facts']],
    allowed: [['src/export/sudoku.tsx', '../ui/sudoku/SudokuBoard']],
  },
  {
    says: 'src/export imports no CLI, worker or benchmark code',
    appliesTo: inAny(['src/export']),
    breaks: (e) => inAny(['src/cli', 'src/worker', 'src/bench'])(e.target),
    caught: [['src/export/registry.ts', '../cli/args']],
    allowed: [['src/export/registry.ts', './sudoku']],
  },
  {
    says: 'src/worker imports only the solver side',
    appliesTo: inAny(['src/worker']),
    breaks: (e) => e.target !== null && !solverSide(e.target) && !under(e.target, 'src/worker'),
    caught: [['src/worker/run-genre.ts', '../ui/numbers']],
    allowed: [['src/worker/run-genre.ts', '../puzzles/index']],
  },
  {
    says: 'nothing in src imports the tests',
    appliesTo: inAny(['src']),
    breaks: (e) => under(e.target, 'tests'),
    caught: [['src/bench/akari.ts', '../../tests/contract/fixtures/akari']],
    allowed: [['src/bench/akari.ts', '../puzzles/akari/genre']],
  },
];

describe('layers of src/', () => {
  const files = readSources(root, 'src');

  it('finds the source files of every layer', () => {
    for (const dir of [...SOLVER_DIRS, 'src/ui', 'src/lessons', 'src/export', 'src/cli', 'src/worker']) {
      expect(files.some((f) => under(f.path, dir)), dir).toBe(true);
    }
    for (const g of genreNames) expect(files.some((f) => uiGenreOf(f.path) === g), `src/ui/${g}`).toBe(true);
  });

  for (const rule of LAYERS) {
    it(rule.says, () => {
      expect(violations(files, rule)).toEqual([]);
    });
  }
});

describe('the layer checker', () => {
  it('reads static, side-effect, re-export and dynamic imports, with their lines and paths', () => {
    const edges = importEdges({ path: 'src/ui/x.tsx', text: "import { h } from 'preact';\nconst m = import('../lessons/a/b');\nexport * from './y';\nimport t from '../../content/e.txt?raw';" });
    expect(edges.map((e) => [e.spec, e.target, e.line]).sort()).toEqual([
      ['../../content/e.txt?raw', 'content/e.txt', 4],
      ['../lessons/a/b', 'src/lessons/a/b', 2],
      ['./y', 'src/ui/y', 3],
      ['preact', null, 1],
    ]);
  });

  for (const rule of LAYERS) {
    it(`catches a made-up break of: ${rule.says}`, () => {
      const file = ([path, spec]: [string, string]) => [{ path, text: `import { x } from '${spec}';\n` }];
      for (const bad of rule.caught) expect(violations(file(bad), rule)).toEqual([`${bad[0]}:1 imports ${bad[1]}`]);
      for (const good of rule.allowed) expect(violations(file(good), rule), good.join(' imports ')).toEqual([]);
    });
  }
});
