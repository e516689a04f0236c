/**
 * The lesson's small figures of the model, one per constraint family: a tiny
 * board with some states set, the row of the model it illustrates (found in
 * that board's own model, so the formula shown is the one the solvers use),
 * in KaTeX and in words, and the row's variables to mark. Built when the
 * site is built.
 */
import { addPair, applyOne } from '../../inequalities/by-hand';
import { UNKNOWN } from '../../inequalities/forcing';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import type { ModelVariant } from '../../puzzles/shakashaka/model/families';
import { shakashakaModel, writtenOf, type RowAbout, type ShakashakaModel } from '../../puzzles/shakashaka/model';
import { rowKatex, rowLabel } from '../../puzzles/shakashaka/model/words';
import { EMPTY, LL, LR, STATE_CHAR, UL, UR, type CellState, type ShakashakaPuzzle } from '../../puzzles/shakashaka/puzzle';

export interface FigureBoard {
  puzzle: ShakashakaPuzzle;
  /** Per variable: 1 chosen, 0 ruled out, −1 open. */
  values: number[];
  /** Variables of the row shown. */
  highlight: number[];
  caption: string;
}

export interface FamilyFigure {
  boards: FigureBoard[];
  /** The row illustrated, as the paper writes it and in words. */
  katex: string;
  label: string;
}

type Cells = Record<string, CellState | readonly CellState[]>;

function puzzleOf(text: string): ShakashakaPuzzle {
  const r = parseShakashaka(text);
  if (!r.ok) throw new Error(`figure board does not parse: ${r.error.message}`);
  return r.puzzle;
}

/** Values with `cells` set ("r,c" → a state, or the states still open); other cells open. */
function valuesOf(model: ShakashakaModel, cells: Cells): number[] {
  const values = new Array(model.variables.length).fill(UNKNOWN);
  model.variables.forEach((x, v) => {
    const set = cells[`${x.row},${x.col}`];
    if (set === undefined) return;
    values[v] = typeof set === 'number' ? (x.state === set ? 1 : 0) : set.includes(x.state) ? UNKNOWN : 0;
  });
  return values;
}

/** The first row of the model whose `about` matches. */
function findRow(model: ShakashakaModel, match: (about: RowAbout) => boolean): number {
  const i = model.rows.findIndex((r) => match(r.about));
  if (i < 0) throw new Error('figure: the model has no such row');
  return i;
}

const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

function figure(text: string, variant: ModelVariant, match: (about: RowAbout) => boolean, boards: { cells: Cells; caption: string }[]): FamilyFigure {
  const puzzle = puzzleOf(text);
  const model = shakashakaModel(puzzle, variant);
  const row = findRow(model, match);
  const w = writtenOf(model, row);
  const highlight = [...w.left, ...w.right];
  return {
    boards: boards.map((b) => ({ puzzle, values: valuesOf(model, b.cells), highlight, caption: b.caption })),
    katex: rowKatex(model, row),
    label: rowLabel(model, row),
  };
}

/**
 * Family B on the lesson's example board, the one the reader met first (readers asked for one board they know, not a
 * new one per idea): every "edge" row (a triangle whose white side would lie against a black cell or the frame)
 * forces its variable to 0; what is left open is what the board shows. The number shown is the one whose row keeps
 * the most triangles open.
 */
function edgeFigure(puzzle: ShakashakaPuzzle): FamilyFigure & {
  clueKatex: string; clueLabel: string; clueRow: number; clue: number; clueOpen: number; ruledOut: number; allOpen: number; clueTerms: number; perNeighbour: number;
} {
  const model = shakashakaModel(puzzle, 'A-D+F');
  let values = new Array(model.variables.length).fill(UNKNOWN);
  let ruledOut = 0;
  model.rows.forEach((r) => {
    if (r.about.part !== 'edge') return;
    for (const id of r.halves) {
      const verdict = applyOne(model.constraints[id].inequality, values);
      if (verdict.kind !== 'forces') continue;
      values = values.slice();
      for (const f of verdict.forced) values[f.variable] = f.value;
      ruledOut += verdict.forced.length;
    }
  });
  const clueRows = model.rows.map((r, i) => i).filter((i) => model.rows[i].about.part === 'clue');
  // The triangles a clue's row counts that the edge rows leave possible: the number with the most says the most.
  const open = (i: number) => [...writtenOf(model, i).left, ...writtenOf(model, i).right].filter((x) => values[x] === UNKNOWN).length;
  const clue = clueRows.reduce((best, i) => (open(i) > open(best) ? i : best), clueRows[0]);
  const about = model.rows[clue].about as Extract<RowAbout, { part: 'clue' }>;
  const w = writtenOf(model, clue);
  // The row of cell (2,3), the cell whose five variables the lesson names first.
  const edge = findRow(model, (a) => a.part === 'edge' && same(a.cell, [1, 2]));
  const [cr, cc] = about.cell;
  const whiteNeighbours = [[cr - 1, cc], [cr + 1, cc], [cr, cc - 1], [cr, cc + 1]]
    .filter(([r, c]) => model.variables.some((x) => x.row === r && x.col === c)).length;
  return {
    boards: [{ puzzle, values, highlight: [...w.left, ...w.right], caption: 'After every “edge” inequality: what each cell may still be.' }],
    katex: rowKatex(model, edge),
    label: rowLabel(model, edge),
    clueKatex: rowKatex(model, clue),
    clueLabel: rowLabel(model, clue),
    clueRow: clue,
    clue: about.clue,
    clueOpen: open(clue),
    // The clue row's variables: the model writes only the triangles that turn a black side to the clue.
    clueTerms: w.left.length + w.right.length,
    perNeighbour: (w.left.length + w.right.length) / whiteNeighbours,
    ruledOut,
    // The cells no edge row touches: all five states open, all five marks drawn.
    allOpen: Array.from({ length: values.length / 5 }, (_, k) => k).filter((k) => [0, 1, 2, 3, 4].every((s) => values[5 * k + s] === UNKNOWN)).length,
  };
}

/**
 * Family D (three empty cells of a 2×2 block) on its own forces nothing in
 * the fourth cell: it says "empty or ◢", and only added to that cell's own
 * "one state" row does it rule the other three triangles out. Returns the
 * sum's effect, computed with the by-hand engine.
 */
function cornerFigure(): FamilyFigure & { sumForces: number } {
  const fig = figure('..\n..', 'A-D+F', (a) => a.part === 'corner' && same(a.fourth, [1, 1]), [
    { cells: { '0,0': EMPTY, '0,1': EMPTY, '1,0': EMPTY, '1,1': [EMPTY, LR] }, caption: 'Three empty cells: the fourth is empty or ◢.' },
    { cells: { '0,0': EMPTY, '0,1': EMPTY, '1,0': EMPTY, '1,1': UL }, caption: `Not allowed: ${STATE_CHAR[UL]} in the fourth cell, its black half towards the three empty cells.` },
  ]);
  const model = shakashakaModel(puzzleOf('..\n..'), 'A-D+F');
  const values = valuesOf(model, { '0,0': EMPTY, '0,1': EMPTY, '1,0': EMPTY });
  const corner = model.rows[findRow(model, (a) => a.part === 'corner' && same(a.fourth, [1, 1]))];
  const one = model.rows[findRow(model, (a) => a.part === 'one-state' && same(a.cell, [1, 1]))];
  // The ≤ half of "one state": at most one of the five.
  const atMost = one.halves.find((id) => model.constraints[id].sense === '<=')!;
  const sum = addPair(model.constraints[corner.halves[0]].inequality, model.constraints[atMost].inequality, values);
  return { ...fig, sumForces: sum.verdict.kind === 'forces' ? sum.verdict.forced.length : 0 };
}

/**
 * The rule's shapes drawn, for the words "a rectangle, upright or tilted by
 * 45°" and "a 45° wedge": an upright white rectangle, a tilted one made of
 * triangles' white halves around an empty cell, and the wedge a triangle
 * makes when its white side lies against a black cell.
 */
function shapeFigures(): FigureBoard[] {
  const board = (text: string, cells: Cells, caption: string): FigureBoard => {
    const puzzle = puzzleOf(text);
    return { puzzle, values: valuesOf(shakashakaModel(puzzle, 'A-D+F'), cells), highlight: [], caption };
  };
  return [
    board('#..#\n#..#', { '0,1': EMPTY, '0,2': EMPTY, '1,1': EMPTY, '1,2': EMPTY }, 'Upright: four empty cells make a white rectangle.'),
    board('..#\n...\n#..', { '0,0': UL, '0,1': UR, '1,0': LL, '1,1': EMPTY, '1,2': UR, '2,1': LL, '2,2': LR },
      'Tilted by 45°: the white halves of six triangles and one empty cell.'),
    board('#.', { '0,1': UR }, 'Not allowed: ◥ with its white side against the black cell. The white area ends in a sharp 45° wedge.'),
  ];
}

/** The figures; `example` is the lesson's example board, on which family B is drawn. */
export function familyFigures(example: ShakashakaPuzzle) {
  return {
    shapes: shapeFigures(),
    oneState: figure('.', 'A-D+F', (a) => a.part === 'one-state', [
      { cells: {}, caption: 'undecided' },
      ...([EMPTY, UL, UR, LR, LL] as CellState[]).map((s) => ({ cells: { '0,0': s }, caption: s === EMPTY ? 'empty' : ['', '◤', '◥', '◢', '◣'][s] })),
    ]),
    edge: edgeFigure(example),
    turn: figure('..\n..', 'A-D+F', (a) => a.part === 'turn' && a.t === LR && a.end === 'upper-right' && same(a.cell, [1, 0]), [
      { cells: { '1,0': LR, '0,1': LR }, caption: 'The side goes on straight: ◢ again, up and to the right.' },
      { cells: { '1,0': LR, '0,0': UR }, caption: 'The side turns by 90°: ◥ above.' },
    ]),
    wedge: figure('..\n..', 'A-D+F', (a) => a.part === 'wedge' && a.t === LR && same(a.cell, [0, 1]), [
      { cells: { '0,1': LR, '1,0': LR, '0,0': EMPTY }, caption: 'Two ◢ in line: the cell between stays empty.' },
    ]),
    corner: cornerFigure(),
    triangleCorner: figure('..\n..', 'A-F', (a) => a.part === 'triangle-corner' && a.t === UL, [
      { cells: { '0,0': UL, '0,1': EMPTY, '1,0': EMPTY, '1,1': [EMPTY, LR] }, caption: '◤ with two empty cells beside it: the fourth is empty or ◢.' },
    ]),
    nested: figure('...\n...\n...', 'A-F', (a) => a.part === 'nested' && a.t === UL && same(a.cell, [0, 0]) && same(a.other, [2, 2]), [
      { cells: { '0,0': UL, '1,1': LR, '2,2': UL }, caption: '◤, then ◢ between, then ◤ again: allowed.' },
      { cells: { '0,0': UL, '1,1': EMPTY, '2,2': UL }, caption: '◤ and ◤ with nothing opposite between: forbidden by E.' },
    ]),
  };
}
