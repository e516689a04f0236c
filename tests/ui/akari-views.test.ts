/**
 * The Akari views under Node (preact-render-to-string): the board draws what
 * the values say, the constraint list and the board map onto each other,
 * the trace panel and step details name every kind of step, the why tree
 * holds every node once. Expected numbers come from the model and the
 * solvers, never typed in.
 */
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { recorder, stepStarts } from '../../src/core/trace';
import { replayTo } from '../../src/core/player';
import { inequalityFromJson } from '../../src/inequalities/inequality';
import { flipReads } from '../../src/inequalities/katex';
import { akariReplay } from '../../src/puzzles/akari/replay';
import { countWhyNodes, TraceExplainer } from '../../src/inequalities/why';
import type { EngineMethod } from '../../src/inequalities/solve';
import type { AkariEvent } from '../../src/puzzles/akari/events';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel, givenInequalities } from '../../src/puzzles/akari/model';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { segments, type AkariPuzzle } from '../../src/puzzles/akari/puzzle';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { AkariBoard } from '../../src/ui/akari/AkariBoard';
import AkariSolverIsland from '../../src/ui/akari/AkariSolverIsland';
import { AkariTracePanel } from '../../src/ui/akari/AkariTracePanel';
import { beamsOf, indexCells, litCells } from '../../src/ui/akari/board-geometry';
import { gridKeyAction, whiteStep } from '../../src/ui/grid/grid-keys';
import { constraintGroups, constraintsOfVariable, variablesOfConstraint } from '../../src/ui/akari/constraint-groups';
import { ConstraintPanel } from '../../src/ui/akari/ConstraintPanel';
import { AKARI_EXAMPLES } from '../../src/lessons/akari/examples';
import { ModelExplorer } from '../../src/ui/akari/ModelExplorer';
import { RunSummary } from '../../src/ui/akari/RunSummary';
import { StepDetail } from '../../src/ui/akari/StepDetail';
import { describeAkariStep } from '../../src/ui/akari/step-words';
import { layoutWhy, whyNeighbour } from '../../src/ui/inequalities/why-layout';
// The server's typesetter, as the site's layout has it (src/ui/tex-lazy.ts).
import '../../src/ui/tex';
import { WhyTreeView } from '../../src/ui/inequalities/WhyTreeView';
import { whyHeading } from '../../src/ui/akari/WhyPanel';

const puzzleOf = (text: string): AkariPuzzle => {
  const r = parseAkari(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const example = (id: string) => puzzleOf(readFileSync(`content/examples/akari/${id}.txt`, 'utf8'));
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

function solveTraced(puzzle: AkariPuzzle, method: EngineMethod, cap?: number) {
  const rec = recorder<AkariEvent>();
  const run = runAkari(puzzle, method, { sink: rec.sink, cap });
  return { run, events: rec.events };
}

/** Per variable: 1 where the solution has a lamp. */
const lampsOf = (puzzle: AkariPuzzle, rows: string[]) => indexCells(puzzle).cells.map(([r, c]) => (rows[r][c] === '*' ? 1 : 0));

describe('board geometry', () => {
  const puzzle = example('tricky-7x7');
  const index = indexCells(puzzle);
  it('numbers the white cells as the model numbers its variables', () => {
    const model = buildAkariModel(puzzle);
    expect(index.cells).toEqual(model.variables.map((v) => [v.row, v.col]));
  });
  it('lights exactly the row and column runs through a lamp', () => {
    const seg = segments(puzzle);
    index.cells.forEach(([r, c], v) => {
      const values = index.cells.map((_, i) => (i === v ? 1 : -1));
      const lit = litCells(puzzle, beamsOf(puzzle, index, values));
      const cell = r * puzzle.width + c;
      const expected = new Set([...seg.rows.find((s) => s.includes(cell))!, ...seg.cols.find((s) => s.includes(cell))!]);
      const got = [...lit.keys()].filter((i) => lit[i] === 1);
      expect(new Set(got)).toEqual(expected);
    });
  });
  it('a solution lights every white cell', () => {
    const { run } = solveTraced(puzzle, 'selective');
    const lit = litCells(puzzle, beamsOf(puzzle, index, lampsOf(puzzle, run.result.solution!)));
    expect(index.cells.filter(([r, c]) => lit[r * puzzle.width + c] !== 1)).toEqual([]);
  });
  it('arrow moves jump over black cells and stop at the edge', () => {
    const p = puzzleOf('.#.\n...');
    const ix = indexCells(p);
    const step = (r: number, c: number) => whiteStep(p.height, p.width, (rr, cc) => ix.varOf[rr * p.width + cc], r, c);
    // White cells in reading order: x0 (0,0), x1 (0,2), x2…x4 the second row.
    expect(step(0, 0)(0, 1)).toBe(1);
    expect(step(0, 2)(0, 1)).toBeNull();
    expect(step(1, 1)(-1, 0)).toBeNull();
    expect(gridKeyAction('ArrowRight', 0, ix.cells.length, step(0, 0))).toEqual({ kind: 'move', to: 1 });
    expect(gridKeyAction('ArrowUp', 3, ix.cells.length, step(1, 1))).toEqual({ kind: 'move', to: 3 });
    expect(gridKeyAction('End', 0, ix.cells.length, step(0, 0))).toEqual({ kind: 'move', to: 4 });
    expect(gridKeyAction('Enter', 0, ix.cells.length, step(0, 0))).toEqual({ kind: 'select' });
    expect(gridKeyAction('x', 0, ix.cells.length, step(0, 0))).toBeNull();
  });
});

describe('AkariBoard', () => {
  const puzzle = example('tricky-7x7');
  const model = buildAkariModel(puzzle);
  const { run } = solveTraced(puzzle, 'selective');
  const values = lampsOf(puzzle, run.result.solution!);
  // A board the reader works with carries its cells' states as data; a static drawing does not.
  const html = renderToString(h(AkariBoard, { puzzle, values, highlight: [0, 1], changed: [2], selected: 3, onCellHover: () => {} }));
  const still = renderToString(h(AkariBoard, { puzzle, values, highlight: [0, 1], changed: [2], selected: 3 }));
  it('draws one cell per square, white cells carrying their variable', () => {
    expect(count(html, /data-kind="white"/g)).toBe(model.variables.length);
    expect(count(html, /data-kind="black"/g)).toBe(puzzle.width * puzzle.height - model.variables.length);
    const clues = [...puzzle.rows.join('')].filter((ch) => ch >= '0' && ch <= '4').length;
    expect(count(html, /data-clue="/g)).toBe(clues);
  });
  it('shows the lamps and crosses of the values, and marks what it is told to', () => {
    const lamps = values.filter((v) => v === 1).length;
    expect(count(html, /data-state="lamp"/g)).toBe(lamps);
    expect(count(html, /data-state="cross"/g)).toBe(values.length - lamps);
    expect(html).toContain(`data-lamps="${lamps}"`);
    expect(count(html, /data-highlighted="true"/g)).toBe(2);
    expect(count(html, /data-changed="true"/g)).toBe(1);
    expect(count(html, /data-selected="true"/g)).toBe(1);
    const [r, c] = [model.variables[2].row, model.variables[2].col];
    expect(html).toMatch(new RegExp(`data-testid="akari-board-cell-${r}-${c}"[^>]*data-changed="true"`));
  });
  it('is focusable only when it listens, with exactly one cell in the tab order', () => {
    expect(still).not.toContain('tabindex');
    expect(still).not.toContain('data-kind');
    expect(still.length).toBeLessThan(html.length / 2);
    const live = renderToString(h(AkariBoard, { puzzle, onCellSelect: () => {} }));
    expect(count(live, /tabindex="0"/g)).toBe(1);
    expect(count(live, /tabindex="-1"/g)).toBe(model.variables.length - 1);
    expect(count(live, /role="button"/g)).toBe(model.variables.length);
  });
  it('draws a board without white cells, and the island renders on the server', () => {
    const walls = puzzleOf('#0\n0#');
    const html = renderToString(h(AkariBoard, { puzzle: walls, onCellSelect: () => {} }));
    expect(count(html, /data-kind="black"/g)).toBe(4);
    expect(html).not.toContain('tabindex');
    const island = renderToString(h(AkariSolverIsland, { initial: AKARI_EXAMPLES[1].text }));
    expect(island).toContain('data-testid="akari-solver"');
    expect(island).toContain('data-phase="idle"');
  });
  it('an island given a 100×100 board writes no formula it does not draw, and an open group draws at most a few hundred', () => {
    // A board full of clues and open runs: 20,000 inequalities, most of them long.
    const rows = Array.from({ length: 100 }, (_, r) => Array.from({ length: 100 }, (_, c) => ((r * 7 + c * 13) % 29 === 0 ? '1' : '.')).join(''));
    const island = renderToString(h(AkariSolverIsland, { initial: rows.join('\n') }));
    expect(island).toContain('data-board=');
    // So large a board's model is built in the worker once the island runs: the server writes none of it.
    expect(island).toContain('data-testid="model-waiting"');
    expect(count(island, /data-testid="model-constraints-[a-z]+-item-/g)).toBe(0);
    const bigModel = buildAkariModel(puzzleOf(rows.join('\n')));
    // The island's explorer: groups folded and unwritten (the lesson's figure lists the example's), no formula for 20,000 inequalities.
    const explorer = renderToString(h(ModelExplorer, { puzzle: bigModel.puzzle, model: bigModel, openLimit: 0, testId: 'model' }));
    expect(count(explorer, /data-testid="model-constraints-[a-z]+-item-/g)).toBe(0);
    expect(count(explorer, /Open to list them/g)).toBe(3);
    const open = renderToString(h(ConstraintPanel, { model: bigModel, openLimit: Infinity }));
    for (const key of ['clues', 'lit', 'sight']) {
      const drawn = count(open, new RegExp(`data-testid="constraints-${key}-item-`, 'g'));
      expect(drawn).toBeGreaterThan(0);
      expect(drawn).toBeLessThanOrEqual(200);
      expect(open).toContain(`data-testid="constraints-${key}-capped"`);
    }
    // The board is a few paths, not a group per cell (that drawing was 9 MB of markup).
    expect(explorer).toContain('data-large="true"');
    expect(count(explorer, /data-var="/g)).toBe(0);
    expect(explorer.length).toBeLessThan(1_500_000);
  });
  it('a large board picks the cell under the pointer and moves a spoken cursor with the keys', () => {
    const big = puzzleOf(Array.from({ length: 40 }, (_, r) => (r === 3 ? '..#' + '.'.repeat(37) : '.'.repeat(40))).join('\n'));
    const html = renderToString(h(AkariBoard, { puzzle: big, onCellSelect: () => {}, selected: 2 }));
    expect(html).toContain('data-large="true"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('x₃, row 1, column 3, undecided');
    expect(count(html, /<text/g)).toBe(0);
  });
  it('compact boards leave out names and per-cell test ids', () => {
    const small = renderToString(h(AkariBoard, { puzzle, values, compact: true }));
    expect(small).not.toContain('-cell-');
    expect(small.length).toBeLessThan(html.length / 2);
  });
});

describe('constraint list', () => {
  const model = buildAkariModel(example('hard-7x7'));
  const groups = constraintGroups(model);
  it('lists every inequality of the model once, in the group of its rule', () => {
    const ids = groups.flatMap((g) => g.items.map((i) => i.id));
    expect(ids).toHaveLength(model.constraints.length);
    expect(new Set(ids).size).toBe(ids.length);
    const kindsOf = (key: string) => new Set(groups.find((g) => g.key === key)!.items.map((i) => model.constraints[Number(i.id.slice(1))].kind));
    expect(kindsOf('clues')).toEqual(new Set(['clue-min', 'clue-max']));
    expect(kindsOf('lit')).toEqual(new Set(['lit']));
    expect(kindsOf('sight')).toEqual(new Set(['row', 'col']));
  });
  it('maps cells to inequalities and back consistently', () => {
    for (let v = 0; v < model.variables.length; v++) {
      for (const id of constraintsOfVariable(model, v)) expect(variablesOfConstraint(model, id)).toContain(v);
    }
  });
  it('marks the highlighted inequalities and folds long groups', () => {
    const clues = constraintGroups(model).find((g) => g.key === 'clues')!.items.length;
    const html = renderToString(h(ConstraintPanel, { model, highlight: [0, 5], openLimit: clues }));
    expect(count(html, /data-highlighted="true"/g)).toBe(2);
    expect(html).toContain('data-testid="constraints-clues"');
    // 40 lit inequalities: over the limit, folded and not typeset.
    expect(html).not.toContain('data-testid="constraints-lit"');
    expect(html).toContain('data-testid="constraints-lit-group"');
  });
  it('the explorer shows the board and the list together', () => {
    const html = renderToString(h(ModelExplorer, { puzzle: model.puzzle, testId: 'm' }));
    expect(html).toContain('data-testid="m-board"');
    expect(html).toContain('data-testid="m-constraints"');
    expect(count(html, /role="button"/g)).toBe(model.variables.length);
    expect(count(html, /<button/g)).toBe(model.constraints.length);
  });
});

describe('steps in words and in the trace panel', () => {
  const cases: [string, EngineMethod, number | undefined][] = [
    ['easy-7x7', 'force', undefined],
    ['tricky-7x7', 'force', undefined],
    ['tricky-7x7', 'pairs', undefined],
    ['hard-7x7', 'selective', undefined],
    ['hard-7x7', 'pairs', 100],
  ];
  for (const [id, method, cap] of cases) {
    it(`names every step of ${id} / ${method}${cap ? ` (cap ${cap})` : ''}`, () => {
      const puzzle = example(id);
      const { events } = solveTraced(puzzle, method, cap);
      const starts = stepStarts(events);
      for (const s of starts) {
        const words = describeAkariStep(events[s]);
        expect(words.badge.length).toBeGreaterThan(0);
        expect(words.text.length).toBeGreaterThan(10);
        if (events[s].kind === 'trial') expect(words.badge).toMatch(/Trial/);
        if (events[s].kind === 'round' && (events[s] as { capHit: boolean }).capHit) expect(words.badge).toMatch(/cap hit/);
      }
      const model = buildAkariModel(puzzle);
      const html = renderToString(h(AkariTracePanel, { model, events }));
      expect(html).toContain(`data-count="${starts.length}"`);
      expect(html).toContain('data-testid="stepper-step"');
      const tones = new Set(starts.map((s, k) => describeAkariStep(events[s], events.slice(s + 1, starts[k + 1] ?? events.length)).tone));
      for (const tone of ['sum', 'cap', 'stall', 'trial'] as const) {
        expect(html.includes(`data-testid="jump-${tone}"`)).toBe(tones.has(tone));
      }
    });
  }
  it('a step forced by a sum shows each pair aligned and added', () => {
    const puzzle = example('hard-7x7');
    const model = buildAkariModel(puzzle);
    const { events } = solveTraced(puzzle, 'selective');
    const starts = stepStarts(events);
    const k = starts.findIndex((s) => events[s].kind === 'deduce' && (events[s] as { source: string }).source === 'sum');
    expect(k).toBeGreaterThanOrEqual(0);
    const sub = events.slice(starts[k] + 1, starts[k + 1]);
    const html = renderToString(h(StepDetail, { model, event: events[starts[k]], sub, values: model.variables.map(() => -1) }));
    expect(count(html, /data-testid="step-detail-sum"/g)).toBe(sub.filter((e) => e.kind === 'sum').length);
    expect(html).toContain('data-tone="sum"');
    expect(html).toContain('class="katex');
    // Why it forced: the slack against the forced coefficients, in the by-hand tool's words.
    expect(html).toContain('data-testid="step-detail-why"');
    expect(html).toMatch(/<strong>Why:<\/strong> (Its left side is at most -?\d+ and must be at least|The left side must reach|Only x)/);
  });
  it('a trial step is labelled as a trial and shows the board under its assumption', () => {
    const puzzle = example('tricky-7x7');
    const model = buildAkariModel(puzzle);
    const { events } = solveTraced(puzzle, 'force');
    const at = events.findIndex((e) => e.kind === 'trial');
    expect(at).toBeGreaterThanOrEqual(0);
    const next = events.findIndex((e, i) => i > at && e.depth === 0);
    const html = renderToString(h(StepDetail, { model, event: events[at], sub: events.slice(at + 1, next), values: model.variables.map(() => -1) }));
    expect(html).toContain('Trial — not a deduction');
    expect(html).toContain('data-testid="step-detail-trial-board"');
  });
  it('a sum set as lines instead of columns says why, once per sum', () => {
    // A reader on a phone saw the columns give way to plain lines from one sum on, without a word.
    const puzzle = example('hard-7x7');
    const model = buildAkariModel(puzzle);
    const { events } = solveTraced(puzzle, 'selective');
    const at = events.findIndex((e) => e.kind === 'deduce' && e.source === 'sum');
    const next = events.findIndex((e, i) => i > at && e.depth === 0);
    const sub = events.slice(at + 1, next < 0 ? undefined : next);
    const html = renderToString(h(StepDetail, { model, event: events[at], sub, values: model.variables.map(() => -1) }));
    const sums = sub.filter((e) => e.kind === 'sum').length;
    expect(sums).toBeGreaterThan(0);
    expect(html.match(/data-testid="eng-sum-lines-note"/g)).toHaveLength(sums);
    expect(/eng-sum-lines"><p data-testid="eng-sum-lines-note" class="eng-small">\d+ cells in all, too many to set column by column/.test(html)).toBe(true);
  });
  it('a trial says where its failing inequality’s right side came from, and its board names the cells', () => {
    // A reader met "(16) cannot hold: x24 + x25 ≤ −1" without the lamps that made the −1.
    for (const name of ['tricky-7x7', 'hard-7x7']) {
      const puzzle = example(name);
      const model = buildAkariModel(puzzle);
      const { events } = solveTraced(puzzle, 'force');
      let said = 0;
      for (const [at, e] of events.entries()) {
        if (e.kind !== 'trial') continue;
        const next = events.findIndex((x, i) => i > at && x.depth === 0);
        const sub = events.slice(at + 1, next < 0 ? undefined : next);
        // The values the panel passes: the board after the step (the supposition and its forcing laid over them).
        const values = replayTo(akariReplay, puzzle, events, next < 0 ? events.length : next).values;
        const html = renderToString(h(StepDetail, { model, event: e, sub, values }));
        // Its board is drawn with the cells' names (x and a number), as the words name them.
        const board = html.slice(html.indexOf('data-testid="step-detail-trial-board"'));
        expect(board).toMatch(/data-var="\d+"/);
        expect(board).toMatch(/x<tspan|>x\d|x₁|x<\/tspan>/);
        const under = values.slice();
        under[e.variable] = e.assumed;
        for (const s of sub) if (s.kind === 'trial-step') under[s.variable] = s.value;
        const ones = model.constraints[e.conflict].inequality.vars.filter((v) => under[v] === 1);
        const moved = /data-testid="step-detail-trial-moved"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
        if (ones.length === 0) {
          expect(moved).toBe('');
          continue;
        }
        said++;
        for (const v of ones) expect(moved).toContain(AKARI_WORDS.name(v));
        // The arithmetic ends on the right side the failing inequality is shown with.
        const shown = flipReads(inequalityFromJson(e.conflictInequality)) ? -e.conflictInequality.rhs : e.conflictInequality.rhs;
        expect(moved).toMatch(new RegExp(`= ${shown < 0 ? `−${-shown}` : shown}\\.$`));
      }
      expect(said).toBeGreaterThan(0);
    }
  });
});

describe('why trees', () => {
  const puzzle = example('hard-7x7');
  const model = buildAkariModel(puzzle);
  const { events } = solveTraced(puzzle, 'selective');
  const explainer = new TraceExplainer(givenInequalities(model), events);
  const whyTree = (v: number, maxNodes: number) => explainer.why(v, maxNodes);
  it('lays out every node once, the cell at the top', () => {
    for (let v = 0; v < model.variables.length; v += 7) {
      const tree = whyTree(v, 40)!;
      const layout = layoutWhy(tree, AKARI_WORDS);
      expect(layout.nodes).toHaveLength(countWhyNodes(tree));
      expect(layout.nodes[0].parent).toBeNull();
      expect(Math.min(...layout.nodes.map((n) => n.y))).toBe(layout.nodes[0].y);
      for (const n of layout.nodes.slice(1)) expect(n.y).toBeGreaterThan(layout.nodes[n.parent!].y);
    }
  });
  it('arrow keys walk parent, child and siblings', () => {
    const layout = layoutWhy(whyTree(model.variables.length - 1, 40)!, AKARI_WORDS);
    const first = layout.nodes[0].children[0];
    expect(whyNeighbour(layout, 0, 'ArrowDown')).toBe(first);
    expect(whyNeighbour(layout, first, 'ArrowUp')).toBe(0);
    expect(whyNeighbour(layout, 0, 'ArrowUp')).toBeUndefined();
  });
  it('draws the tree and lists it as text', () => {
    const tree = whyTree(0, 30)!;
    const html = renderToString(h(WhyTreeView, { words: AKARI_WORDS, tree }));
    expect(html).toContain(`data-nodes="${countWhyNodes(tree)}"`);
    expect(count(html, /data-why-node="/g)).toBe(countWhyNodes(tree));
    expect(html).toContain('data-testid="why-tree-list"');
  });
});

describe('verdict', () => {
  it('checks a solution against the rules', () => {
    const puzzle = example('easy-7x7');
    const { run } = solveTraced(puzzle, 'force');
    const html = renderToString(h(RunSummary, { puzzle, result: run.result, method: 'force' }));
    expect(html).toContain('data-ok="true"');
    expect(html).toContain('data-stat="variables"');
  });
  it('names the rounds as the grade line does, and tells the pairs gone through apart from the sums kept', () => {
    const puzzle = example('tricky-7x7');
    const { run } = solveTraced(puzzle, 'selective');
    const html = renderToString(h(RunSummary, { puzzle, result: run.result, method: 'selective' }));
    expect(html).toContain('Passes of the selective method over the open cells');
    expect(html).toContain('Pairs of inequalities weighed (looked at before adding; most never added up)');
    expect(html).toContain('Sums kept as new inequalities');
    const loop = renderToString(h(RunSummary, { puzzle, result: solveTraced(puzzle, 'pairs').run.result, method: 'pairs' }));
    expect(loop).toContain('Rounds of the pair loop over the inequalities');
    expect(loop).toContain('Pairs of inequalities added up, kept or not');
  });
  it('reports a board without a solution as such', () => {
    // Each white cell sees only itself, so both must be lamps, and each clue then has two.
    const puzzle = puzzleOf('.1\n1.');
    const { run } = solveTraced(puzzle, 'selective');
    expect(run.result.status).toBe('unsolvable');
    const html = renderToString(h(RunSummary, { puzzle, result: run.result, method: 'selective' }));
    expect(html).toContain('data-ok="false"');
    expect(html).toContain('No solution');
    // The verdict is said once, even when the solver's reason starts with it.
    expect(html.match(/no solution/gi)?.length).toBe(1);
  });
  it('every example parses', () => {
    for (const ex of AKARI_EXAMPLES) expect(parseAkari(ex.text)).toMatchObject({ ok: true });
  });
});

describe('the Why card heading', () => {
  it('follows the picked cell: a lamp, a cross, an open cell, none picked', () => {
    const values = [1, 0, -1];
    expect(whyHeading(null, values)).toBe('Why is this a lamp?');
    expect(whyHeading(0, values)).toBe(`Why is ${AKARI_WORDS.name(0)} a lamp?`);
    expect(whyHeading(1, values)).toBe(`Why is ${AKARI_WORDS.name(1)} not a lamp?`);
    expect(whyHeading(2, values)).toBe(`Why is ${AKARI_WORDS.name(2)} still open?`);
  });
});
