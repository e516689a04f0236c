/**
 * Every Sudoku trace event in one sentence, as the step list, the live race
 * and the exported page say it. Cells are named r·c (1-based), values as
 * numbers; SAT literals by their variable names, a negated one with ¬.
 */
import { fmt, plural } from '../../core/numbers';
import type { SudokuEvent, SudokuMethodName, VariableNames } from '../../puzzles/sudoku/events';
import { OPEN_PAIRWISE_UP_TO } from '../../puzzles/sudoku/cnf-model';
import { clauseBoardMeaning, literalBoardWords } from '../../puzzles/sudoku/implication-graph';
import { cellName } from '../../puzzles/sudoku/puzzle';
import { givensWords } from './placement-words';

/** A literal by its variable's name: "v(2,3,4)" or "¬v(2,3,4)". */
export function literalWords(lit: number, names: VariableNames): string {
  const name = names[String(Math.abs(lit))] ?? `x${Math.abs(lit)}`;
  return lit < 0 ? `¬${name}` : name;
}

export function clauseWords(clause: readonly number[], names: VariableNames): string {
  return clause.length === 0 ? '(the empty clause)' : clause.map((l) => literalWords(l, names)).join(' ∨ ');
}

/** A model key in words: "valueVariables" → "value variables". */
export function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}


/**
 * The formula's size in words: a variable is a value variable ("r1c2#3":
 * cell r1c2 holds 3) or a helper of a sequential counter, and a board whose
 * every group keeps few candidates needs no helper at all (cnf-model.ts
 * writes those groups pair by pair), which is said, so
 * "247 variables, 247 value variables" does not read like a slip.
 */
function satSizeWords(m: Readonly<Record<string, number>>): string {
  const helpers = m.variables - m.valueVariables;
  const vars =
    helpers === 0
      ? `${fmt(m.variables)} variables, every one a candidate variable such as r1c2#3 (“r1c2 holds 3”): no group here has more than ${OPEN_PAIRWISE_UP_TO} candidates, so each “at most one” is written pair by pair and no helper variables are needed`
      : `${fmt(m.variables)} variables: ${fmt(m.valueVariables)} candidate variables such as r1c2#3 (“r1c2 holds 3”) and ${fmt(helpers)} helper variables of the sequential counters`;
  const rest = Object.entries(m).filter(([k]) => k !== 'variables' && k !== 'valueVariables').map(([k, v]) => `${fmt(v)} ${keyWords(k)}`);
  return `the solver's formula (the candidates the givens leave open) has ${vars}; ${rest.join(', ')}`;
}

const METHOD_WORDS: Record<SudokuMethodName, string> = {
  backtrack: 'backtracking',
  dlx: 'exact cover with dancing links',
  sat: 'SAT with our CDCL solver',
};

export function stepWords(e: SudokuEvent, size: number): string {
  const cell = (i: number) => cellName(size, i);
  switch (e.kind) {
    case 'start': {
      if (e.method === 'sat' && e.model.valueVariables !== undefined) return `Start (${METHOD_WORDS[e.method]}): ${givensWords(e.givens, e.placed)}, ${plural(e.empty, 'empty cell')}; ${satSizeWords(e.model)}.`;
      const model = Object.entries(e.model).map(([k, v]) => `${fmt(v)} ${keyWords(k)}`).join(', ');
      return `Start (${METHOD_WORDS[e.method]}): ${givensWords(e.givens, e.placed)}, ${plural(e.empty, 'empty cell')}; the model has ${model}.`;
    }
    case 'bt-place':
      return `Depth ${e.level + 1}: ${cell(e.cell)} = ${e.value}${e.rejected > 0 ? ` (after ${plural(e.rejected, 'value')} that clashed)` : ''}.`;
    case 'bt-back':
      return `Depth ${e.level + 1}: no value fits ${cell(e.cell)}${e.rejected > 0 ? ` (${plural(e.rejected, 'more value')} clashed)` : ''}; empty it and go back.`;
    case 'bt-counts':
      return `Counted placements and steps back at every depth (deepest ${e.placements.length}).`;
    case 'xc-choose':
      // A column with no row left is the dead end the lesson promises is found at once: say it as one.
      if (e.size === 0) return `Depth ${e.level + 1}: dead end. The column “${e.name}” has no candidate row left: the rows chosen above have removed every one of them, so nothing can meet that condition and this branch is given up at once.`;
      return `Depth ${e.level + 1}: choose the column “${e.name}”, which has ${plural(e.size, 'candidate row')} left (the fewest).`;
    case 'xc-cover':
      // The chosen column's rows are its candidates, set aside to be tried; any other
      // column's rows clash with the row just tried (that row itself is not among them).
      if (e.chosen && e.removed === 0) return `Cover “${e.name}”: it has no row to set aside, so there is nothing to try.`;
      if (e.chosen) return `Cover “${e.name}”: ${e.removed === 1 ? 'its only row is' : `its ${plural(e.removed, 'row')} are`} set aside from the other columns, to be tried.`;
      return `Cover “${e.name}”: ${plural(e.removed, 'other row')} that would also fill it ${e.removed === 1 ? 'leaves' : 'leave'} the matrix.`;
    case 'xc-try':
      // A column's only row is no guess (the board draws it forced, not ringed): the words say so too.
      if (e.of === 1) return `Depth ${e.level + 1}: forced: row ${e.name} is the only row of its column: ${cell(e.cell)} = ${e.value}.`;
      return `Depth ${e.level + 1}: try row ${e.name} (${e.option} of ${e.of}, a guess): ${cell(e.cell)} = ${e.value}.`;
    case 'xc-undo':
      return `Depth ${e.level + 1}: take back ${cell(e.cell)} = ${e.value} and uncover its columns.`;
    case 'xc-exhausted':
      return `Every row for “${e.name}” failed (or it had none): go back one depth, to the row tried just before, and try its column’s next row.`;
    case 'xc-solution':
      return `Every column is covered exactly once: ${plural(e.rows.length, 'row')} chosen.`;
    case 'sat-assume':
      // The solver's usual formula gives the givens no variable: what level 0 sets is its own unit clauses (a group the
      // givens left with one candidate); a reader saw 8 cells placed beside "0 more literals" and no word for them.
      return `Before any guess: ${e.assumptions > 0 ? `the ${plural(e.assumptions, 'given')} set true as assumptions` : 'the givens have no variables here (they already decided their candidates)'}${e.units > 0 ? `; the formula's ${plural(e.units, 'unit clause')} (${e.units === 1 ? 'a group' : 'groups'} the givens left with one candidate) ${e.units === 1 ? 'sets its literal' : 'set their literals'}` : ''}; unit propagation then fixes ${plural(e.implied, 'more literal')}: ${plural(e.placed.length / 2, 'cell')} placed.`;
    case 'sat-decide':
      // A guess that a cell does NOT hold a number places nothing: the board rings the cell with "≠k" in it, and the step
      // says why the solver guessed "not" (readers met a level-5 guess that placed nothing, its reason folded away).
      const notHeld = e.ruledOut?.length === 2
        ? ` (“${literalBoardWords(literalWords(e.literal, e.names))}”, ringed ≠${e.ruledOut[1]} on the board; why “not”: the solver decides a variable the way it last was, and earlier in the search ${e.ruledOut[1]} had been ruled out of this cell)` : '';
      return `Decision level ${e.level}: guess ${literalWords(e.literal, e.names)}${notHeld}, ${e.activity?.conflicts === 0 ? 'the first open variable in the solver’s queue (each variable has a score that grows when it takes part in a conflict; there has been no conflict yet, so every score is 0 and the queue’s order decides)' : 'the open variable with the highest score (a score grows each time a variable takes part in a conflict)'}; unit propagation implies ${plural(e.implied, 'literal')} (${plural(e.placed.length / 2, 'cell')} placed).`;
    case 'sat-conflict':
      return `Conflict at decision level ${e.level}: every literal of ${clauseWords(e.clause, e.names)} is false. The board is shown as it stands at the conflict; the jump back is the next step.`;
    case 'sat-analyse': {
      // Each clean-up says what it did and what it buys: a shorter clause, which becomes unit sooner and so prunes more.
      const first = `Analyse: starting from the false clause, replace a literal of this level by the literals that forced it (its reason; this is resolution), ${e.resolved.length === 1 ? 'once' : `${e.resolved.length} times`}, until one literal of this level is left: ${literalWords(e.uip, e.names)}, the first UIP, which every chain from this level’s decision to the conflict passes through`;
      const dropped = e.minimisedAway.length > 0 ? `; drop ${plural(e.minimisedAway.length, 'literal')} that the clause’s other literals already imply (minimisation: same meaning, shorter clause)` : '';
      const shrunk = e.shrunk.map((b) => `replace the ${b.block.length} literals of level ${b.level} by the single ${literalWords(-b.uip, e.names)}, because ${literalWords(b.uip, e.names)} alone implies all ${b.block.length} of them (one literal instead of ${b.block.length})`);
      return `${first}${dropped}${shrunk.length > 0 ? `; ${shrunk.join('; ')}` : ''}. A shorter clause becomes unit sooner, so it prunes more.`;
    }
    case 'sat-learn':
      return `Learn ${clauseWords(e.clause, e.names)}: ${plural(e.clause.length, 'literal')}, set at ${plural(e.lbd, 'different decision level')}. That ${e.lbd} is the clause’s LBD (the number of different decision levels among its literals): a clause that ties few levels together tends to help again, so when learned clauses pile up the solver keeps those with a low LBD. On the board it says: ${clauseBoardMeaning(e.clause, (l) => literalWords(l, e.names))}.`;
    case 'sat-backjump':
      return `Jump back from level ${e.from} to level ${e.to}${e.from - e.to > 1 ? `, over ${plural(e.from - e.to - 1, 'level')} whose ${e.from - e.to - 1 === 1 ? 'decision' : 'decisions'} the learned clause does not mention` : ''}: the learned clause forces ${literalWords(e.asserted, e.names)} there; unit propagation then sets ${plural(e.implied, 'more literal')}.`;
    case 'sat-restart':
      return `Restart (${plural(e.restarts, 'restart')} so far): back to level 0, keeping ${plural(e.learnts, 'learned clause')}.`;
    case 'sat-reduce':
      return `Forget ${plural(e.removed, 'learned clause')} that rarely helped; ${fmt(e.kept)} kept.`;
    case 'sat-model':
      return `Every variable has a value and no clause is false: a model (after ${plural(e.decisions, 'decision')}, ${plural(e.conflicts, 'conflict')}).`;
    case 'sat-block':
      return `Add a clause that forbids this model, to look for a second.`;
    case 'sat-unsat':
      return `A conflict with no decision to undo: the formula has no model.`;
    case 'search-node':
      return `Search tree node ${e.label || '(root)'}: ${e.outcome}.`;
    case 'solution':
      return e.index > 1 ? 'A second solution: the puzzle has more than one.' : 'Solved: every cell is filled and every rule holds.';
    case 'end':
      return `End: ${e.status} — ${e.reason}`;
  }
}
