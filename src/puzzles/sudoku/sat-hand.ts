/**
 * The state of "CDCL by hand" on a small board, as plain data (DOM-free, so
 * the lesson's build-time facts and the tests walk the same steps as the
 * island): the formula as the lesson writes it (src/puzzles/sudoku/cnf-model.ts,
 * givens as unit clauses, and "at most one" pairwise — a 4×4 group has only
 * 4 candidates, so the pairs are few and no helper variable appears) plus the clauses learned so far, the trail, and
 * the decision level. Each action — decide a literal, or learn from the
 * conflict and jump back — returns a new state; the propagation and the
 * conflict analysis are src/sat/by-hand.ts.
 */
import { conflictCut, literalValue, propagate, type ConflictCut, type TrailEntry } from '../../sat/by-hand';
import { literalName, sudokuCnfWithGivens, type SudokuCnf } from './cnf-model';
import { clauseBoardMeaning } from './implication-graph';
import type { SudokuPuzzle } from './puzzle';

/** Groups this small say "at most one" pairwise in the by-hand formula: every group of a 4×4 board (the only boards it takes). */
export const PAIRWISE_BY_HAND_UP_TO = 4;

export interface SatHandState {
  model: SudokuCnf;
  clauses: readonly (readonly number[])[];
  learned: readonly (readonly number[])[];
  trail: readonly TrailEntry[];
  level: number;
  conflict: number[] | null;
  cut: ConflictCut | null;
}

function withPropagation(s: Omit<SatHandState, 'conflict' | 'cut'>): SatHandState {
  const all = [...s.clauses, ...s.learned];
  const { trail, conflict } = propagate(all, s.trail, s.level);
  return { ...s, trail, conflict, cut: conflict && s.level > 0 ? conflictCut(trail, conflict) : null };
}

/** The formula of the board, propagated at level 0 (the givens and all they force). */
export function startSatHand(p: SudokuPuzzle): SatHandState {
  const model = sudokuCnfWithGivens(p, PAIRWISE_BY_HAND_UP_TO);
  const clauses: number[][] = [];
  for (let i = 0; i < model.cnf.numClauses; i++) clauses.push(Array.from(model.cnf.clause(i)));
  return withPropagation({ model, clauses, learned: [], trail: [], level: 0 });
}

/** The value variables v(r,c,k) still open: the decisions a reader may take. */
export function openDecisions(s: SatHandState): number[] {
  const a = new Map(s.trail.map((e) => [Math.abs(e.literal), e.literal > 0]));
  const out: number[] = [];
  for (let v = 1; v <= s.model.valueVars; v++) if (literalValue(a, v) === undefined) out.push(v);
  return out;
}

/** Decide `literal` at a new level and propagate. */
export function decide(s: SatHandState, literal: number): SatHandState {
  if (s.conflict) throw new Error('resolve the conflict first');
  const level = s.level + 1;
  return withPropagation({ ...s, level, trail: [...s.trail, { literal, level, reason: null }] });
}

/** Learn the cut's clause, jump back to its level and propagate (the clause is then unit). */
export function learnAndBackjump(s: SatHandState): SatHandState {
  if (!s.cut) throw new Error('no conflict to learn from');
  const to = s.cut.backjump;
  return withPropagation({ ...s, learned: [...s.learned, s.cut.learned], level: to, trail: s.trail.filter((e) => e.level <= to) });
}

/** Board cells as placed by the true value variables on the trail. */
export function boardOf(s: SatHandState, p: SudokuPuzzle): number[] {
  const cells = Array.from(p.cells);
  for (const e of s.trail) {
    if (e.literal > 0 && e.literal <= s.model.valueVars) cells[s.model.varCell[e.literal]] = s.model.varValue[e.literal];
  }
  return cells;
}

/**
 * The numbers that `literals` rule out of cells still empty on `cells`: what a learned clause forces is often a
 * number ruled out ("r4c3 does not hold 1"), which fills no cell, so a board draws it as "≠1" in its cell.
 */
export function ruledOutOf(s: SatHandState, literals: readonly number[], cells: ArrayLike<number>): { cell: number; value: number }[] {
  return literals.filter((l) => l < 0 && -l <= s.model.valueVars && cells[s.model.varCell[-l]] === 0)
    .map((l) => ({ cell: s.model.varCell[-l], value: s.model.varValue[-l] }));
}

export function nameOf(s: SatHandState, lit: number): string {
  return literalName(s.model, lit);
}

export function clauseName(s: SatHandState, clause: readonly number[]): string {
  return clause.length === 0 ? '(empty)' : clause.map((l) => nameOf(s, l)).join(' ∨ ');
}

/**
 * The first decision (in variable order) that runs straight into a conflict
 * on this state, or null: the lesson's worked example of a learned clause.
 */
export function firstConflictingDecision(s: SatHandState): number | null {
  for (const v of openDecisions(s)) if (decide(s, v).conflict) return v;
  return null;
}

/** Where a literal of the learned clause comes from: the level it was set false at, and that level's decision. */
export interface LearnedLiteral {
  literal: number;
  /** The decision level at which the trail made this literal false. */
  level: number;
  /** The decision that opened that level (null at level 0: the givens). */
  decision: number | null;
  /** True when the literal is false because it is that decision's own negation, not something the decision implied. */
  isDecision: boolean;
  /** True for the literal the clause forces after the backjump (the first UIP's negation). */
  asserting: boolean;
}

/** Each literal of the cut's learned clause with the level and decision that made it false (the state must be at a conflict). */
export function learnedLiterals(s: SatHandState): LearnedLiteral[] {
  if (!s.cut) return [];
  return s.cut.learned.map((literal, k) => {
    const entry = s.trail.find((e) => Math.abs(e.literal) === Math.abs(literal));
    if (!entry) throw new Error(`literal ${literal} of the learned clause is not on the trail`);
    const decision = entry.level === 0 ? null : s.trail.find((e) => e.level === entry.level && e.reason === null)?.literal ?? null;
    return { literal, level: entry.level, decision, isDecision: entry.reason === null, asserting: k === 0 };
  });
}

/**
 * What a clause says on the board, as an "if … then …" sentence: every
 * literal but the first turned into a condition (its negation), the first
 * the conclusion. A clause of one literal is a plain statement.
 */
export function clauseMeaning(s: SatHandState, clause: readonly number[], words: (name: string) => string): string {
  return clauseBoardMeaning(clause, (l) => nameOf(s, l), words);
}

/** Where an assignment stands against the formula: how far it is from a model (every variable set, every clause true). */
export interface ModelCheck {
  /** Variables with no value yet. */
  unset: number;
  /** Clauses, given and learned, with a true literal. */
  trueClauses: number;
  clauses: number;
}

/** Checks the trail's assignment clause by clause, learned clauses included: a model when unset is 0 and every clause is true. */
export function modelCheck(s: SatHandState): ModelCheck {
  const a = new Map(s.trail.map((e) => [Math.abs(e.literal), e.literal > 0]));
  const all = [...s.clauses, ...s.learned];
  return {
    unset: s.model.cnf.numVars - a.size,
    trueClauses: all.filter((c) => c.some((l) => literalValue(a, l) === true)).length,
    clauses: all.length,
  };
}
