/**
 * The hint from the reader's own position, in three levels — where to look,
 * which rule applies, the deduction with its reason — and what Apply places.
 * The rules are the lesson's, in its exact-cover words: a naked single is a
 * cell's column ("r3c4 has a value") with one row left, a hidden single a
 * "row r has a d" / column / box column with one row left; after the
 * singles, trying the rows of a small column and following the forced moves
 * to a dead end (./probe.ts); when that finds nothing, a trial, said to be a
 * guess. The hint reads only the position, never the solution.
 */
import type { Condition } from '../exact-cover-model';
import { cellName } from '../puzzle';
import { brokenRuleInPlay } from '../rules';
import { candidateGrid, firstForcedOrDead, rowsLeft, type CandidateGrid } from './candidate-grid';
import { proofsFromGivens, type PlacementProof } from './check';
import { filledCells, type PlayPosition, type Trial } from './position';
import { probeStep, trialCell, triedWords, type ProbeStep } from './probe';
import { cellRemovals, cellsOf, listAnd, placeOf, quoted, unitRemovals } from './reasons';

export type HintKind = 'solved' | 'broken' | 'refuted' | 'dead-end' | 'naked-single' | 'hidden-single' | 'propagation' | 'trial';

export interface Hint {
  kind: HintKind;
  /** Level 1: where to look. */
  where: string;
  /** Level 2: which rule applies, in the lesson's exact-cover words. */
  rule: string;
  /** Level 3: the deduction and its reason. */
  deduction: string;
  /** Level 3 in short, when the deduction lists many forced moves: only the first few of each chain (the full one stays behind a fold). */
  brief?: string;
  /** The cells level 1 outlines. */
  look: number[];
  /** What Apply places; null when there is nothing to place. `trial`: a guess, not a deduction, with the cell's candidates in the order to try. */
  apply: { cell: number; value: number; trial: boolean; values?: readonly number[] } | null;
  /** At a dead end after trials: the trial to take back (and everything after it) and the value to try there next (null: none left). */
  undoTrial?: { trial: Trial; next: number | null };
}

/**
 * At a dead end, which trial to take back. The reader's trials are guesses and
 * the hint's other moves are forced, so the last trial is what fails; when its
 * cell has no value left to try, the trial before it fails too, and so on.
 */
export function trialToUndo(trials: readonly Trial[]): { trial: Trial; next: number | null; skipped: Trial[] } | null {
  const skipped: Trial[] = [];
  for (let k = trials.length - 1; k >= 0; k--) {
    const t = trials[k];
    const next = t.values[t.values.indexOf(t.value) + 1];
    if (next !== undefined) return { trial: t, next, skipped };
    skipped.push(t);
  }
  return trials.length > 0 ? { trial: trials[0], next: null, skipped: skipped.slice(0, -1) } : null;
}

/** A dead end's last sentence: which trial to undo and what to try, or (with no trial) that a placement is wrong. */
function afterDeadEnd(size: number, trials: readonly Trial[]): { words: string; undoTrial?: Hint['undoTrial'] } {
  const u = trialToUndo(trials);
  if (!u) return { words: 'One of your placements is wrong: Check may name it; Undo steps back.' };
  const name = (t: Trial) => `${cellName(size, t.cell)} = ${t.value}`;
  const spent = u.skipped.map((t) => ` Your trial ${name(t)} was the last candidate of ${cellName(size, t.cell)} left to try, so the guess before it is wrong.`).join('');
  const what = u.next === null
    ? `undo your trial ${name(u.trial)} and everything after it; every candidate of ${cellName(size, u.trial.cell)} has now been tried, so one of your own placements is wrong (Check may name it)`
    : `undo your trial ${name(u.trial)} (marked “try” on the board) and everything after it, and try ${cellName(size, u.trial.cell)} = ${u.next}`;
  return { words: `A trial is a guess, and the hint’s moves after it were forced, so the last trial is the likeliest cause.${spent} So ${what}.`, undoTrial: { trial: u.trial, next: u.next } };
}

const FORCED = 'A condition (such as “r3c4 has a value” or “row 2 has a 5”) that only one candidate can still meet forces that candidate: a forced move.';
/** Said when no single is left, before a probe, a dead end found by probing, or a trial: in plain words, no term first. */
const NO_SINGLE = 'No cell has only one number left, and no number has only one place left in a row, column or box.';

/**
 * The hint for a position; `proofs` are the givens' verdicts on placements
 * (Check's, kept per board by the caller). A placement the givens rule out is
 * named before any deduction, so no hint builds on a digit that cannot stand.
 */
export function nextHint(pos: PlayPosition, proofs: PlacementProof = proofsFromGivens(pos.puzzle), trials: readonly Trial[] = []): Hint {
  const { puzzle } = pos;
  const cells = filledCells(pos);
  const broken = brokenRuleInPlay(puzzle, cells);
  if (broken) {
    return {
      kind: 'broken', look: [], apply: null,
      where: 'The board breaks a rule already, so no hint can build on it.',
      // The panel names the level ("The rule"), so the text is the rule alone.
      rule: `${broken.rule.charAt(0).toUpperCase()}${broken.rule.slice(1)}.`,
      deduction: `Broken: ${broken.detail}. ${brokenByGivens(pos) ? 'The givens themselves break it, so this board has no solution.' : 'Clear your digit there (select it, then Backspace), or Undo.'}`,
    };
  }
  const refuted = refutedHint(pos, proofs);
  if (refuted) return refuted;
  const grid = candidateGrid(puzzle.order, cells);
  if (cells.every((v) => v !== 0)) {
    return { kind: 'solved', look: [], apply: null, where: 'Every cell is filled.', rule: 'Every row, column and box holds each number once.', deduction: 'The board is solved.' };
  }
  const next = firstForcedOrDead(grid);
  if (next && next.rows === 0) return deadEndHint(grid, next.condition, pos.placed, trials);
  if (next) return next.condition.kind === 'cell' ? nakedHint(grid, next.condition, pos.placed) : hiddenHint(grid, next.condition, pos.placed);
  const { step, stopped } = probeStep(grid);
  if (step && step.forced) return probeHint(grid, step);
  if (step) return noRowSurvives(grid, step, trials);
  return trialHint(grid, stopped);
}

/** The first of the reader's placements the givens rule out, as a hint that says so; null when none is. */
function refutedHint(pos: PlayPosition, proofs: PlacementProof): Hint | null {
  const size = pos.puzzle.size;
  for (let i = 0; i < pos.placed.length; i++) {
    const v = pos.placed[i];
    const proof = v === 0 ? null : proofs(i, v);
    if (!proof) continue;
    const name = cellName(size, i);
    // Check's proofs open with "<cell> cannot be <v>: "; here the sentence already names the placement.
    const reason = proof.replace(`${name} cannot be ${v}: `, '').replace(/\.$/, '');
    return {
      kind: 'refuted', look: [i], apply: null,
      where: `Your ${v} at ${name} cannot stand: ${reason}; undo it first.`,
      rule: 'A placement that the givens alone rule out, by the rules or by forced moves to a dead end, is in no solution, so no deduction may build on it.',
      deduction: `Clear your ${v} at ${name} (select it, then Backspace), or Undo; then ask for a hint again.`,
    };
  }
  return null;
}

/** True when the givens alone break a rule (no placement of the reader's is involved). */
function brokenByGivens(pos: PlayPosition): boolean {
  return brokenRuleInPlay(pos.puzzle, [...pos.puzzle.cells]) !== null;
}

function nakedHint(g: CandidateGrid, c: Condition, placed: readonly number[]): Hint {
  const [row] = rowsLeft(g, c);
  const name = cellName(g.size, c.unit);
  return {
    kind: 'naked-single', look: [c.unit], apply: { cell: c.unit, value: row.value, trial: false },
    where: `Look at cell ${name} (outlined).`,
    rule: `Only one number is left for ${name}: every other is already in its row, column or box. This is a naked single (in section 2’s terms, the exact-cover matrix column ${quoted(g.size, c)} has one candidate left). ${FORCED}`,
    deduction: `${name} sees ${cellRemovals(g, c.unit, row.value, placed)}; so only ${row.value} is left, the candidate ${name}#${row.value}: ${name} = ${row.value}.`,
  };
}

function hiddenHint(g: CandidateGrid, c: Condition, placed: readonly number[]): Hint {
  const [row] = rowsLeft(g, c);
  const name = cellName(g.size, row.cell);
  const unit = placeOf(g.size, c);
  return {
    kind: 'hidden-single', look: cellsOf(g, c), apply: { cell: row.cell, value: row.value, trial: false },
    where: `Look at ${unit} (outlined).`,
    rule: `Only one cell of ${unit} can still take ${c.value}. This is a hidden single (in section 2’s terms, the matrix column ${quoted(g.size, c)} has one candidate left). ${FORCED}`,
    deduction: `The other cells of ${unit} cannot take ${c.value}: ${unitRemovals(g, c, row.cell, placed)}. So the only candidate left is ${name}#${c.value}: ${name} = ${c.value}.`,
  };
}

function deadEndHint(g: CandidateGrid, c: Condition, placed: readonly number[], trials: readonly Trial[]): Hint {
  const after = afterDeadEnd(g.size, trials);
  const why = c.kind === 'cell' ? `${cellName(g.size, c.unit)} sees ${cellRemovals(g, c.unit, 0, placed)}` : unitRemovals(g, c, -1, placed);
  return {
    kind: 'dead-end', look: cellsOf(g, c), apply: null,
    where: `Look at ${placeOf(g.size, c)} (outlined).`,
    rule: `Nothing can meet the condition ${quoted(g.size, c)} any more: no candidate is left for it (the matrix column has none), so the position has no solution. This is a dead end.`,
    deduction: `Every candidate of ${quoted(g.size, c)} is gone: ${why}. ${after.words}`,
    undoTrial: after.undoTrial,
  };
}

function probeHint(g: CandidateGrid, step: ProbeStep): Hint {
  const forced = step.forced!;
  const name = cellName(g.size, forced.cell);
  const rows = step.failures.length + 1;
  return {
    kind: 'propagation', look: cellsOf(g, step.condition), apply: { cell: forced.cell, value: forced.value, trial: false },
    where: `${NO_SINGLE} Look at ${placeOf(g.size, step.condition)} (outlined).`,
    rule: `Try each of the ${rows} candidates of ${quoted(g.size, step.condition)} in turn, and follow the moves it forces (each condition left with one candidate takes it). If that leaves some condition with no candidate at all (a dead end), the candidate tried is in no solution; when all candidates but one fail this way, the last one is forced. (The SAT solver does the same following, under the name unit propagation.)`,
    deduction: `${step.failures.map((f) => triedWords(g, f)).join(' ')} So the only candidate left in ${quoted(g.size, step.condition)} is ${name}#${forced.value}: ${name} = ${forced.value}.`,
    brief: briefOf(g, step, `So ${name} = ${forced.value}.`),
  };
}

/** Forced moves each refutation shows in a hint's short form. */
const BRIEF_MOVES = 3;

/** The short form of a probe's deduction, when some chain is longer than it shows; undefined when the full one is short already. */
function briefOf(g: CandidateGrid, step: ProbeStep, conclusion: string): string | undefined {
  if (step.failures.every((f) => f.moves.length <= BRIEF_MOVES)) return undefined;
  return `${step.failures.map((f) => triedWords(g, f, BRIEF_MOVES)).join(' ')} ${conclusion}`;
}

function noRowSurvives(g: CandidateGrid, step: ProbeStep, trials: readonly Trial[]): Hint {
  const after = afterDeadEnd(g.size, trials);
  return {
    kind: 'dead-end', look: cellsOf(g, step.condition), apply: null,
    where: `${NO_SINGLE} Look at ${placeOf(g.size, step.condition)} (outlined).`,
    rule: 'A candidate whose forced moves leave some condition with no candidate (a dead end) is in no solution; if every candidate of a condition fails this way, the position has none.',
    deduction: `${step.failures.map((f) => triedWords(g, f)).join(' ')} Every candidate of ${quoted(g.size, step.condition)} fails. ${after.words}`,
    brief: briefOf(g, step, `Every candidate of ${quoted(g.size, step.condition)} fails. ${after.words}`),
    undoTrial: after.undoTrial,
  };
}

function trialHint(g: CandidateGrid, stopped: boolean): Hint {
  const t = trialCell(g)!;
  const name = cellName(g.size, t.cell);
  const searched = stopped
    ? 'Trying the candidates of the conditions with fewest candidates found no dead end before the hint’s work limit'
    : 'No condition has candidates that all but one lead to a dead end by forced moves';
  return {
    kind: 'trial', look: [t.cell], apply: { cell: t.cell, value: t.values[0], trial: true, values: t.values },
    where: `Look at cell ${name} (outlined): it has the fewest candidates.`,
    rule: `${NO_SINGLE} ${searched}. ${stopped ? 'The next move is' : 'Only a guess remains:'} a trial, ready to undo, on a cell with few candidates (as Algorithm X branches).`,
    deduction: `${name} can be ${listAnd(t.values.map(String), 'or')}. Try ${t.values[0]} as a trial — a guess, not a deduction: if the forced moves after it reach a dead end, the hint will say so and offer to undo it.`,
  };
}
