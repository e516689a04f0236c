/**
 * A conflict step of the solver's SAT stepper drawn as the CDCL-by-hand tool
 * draws its conflicts (./ImplicationGraphView.tsx, one drawing for both): the
 * decision, each implied literal under the clause that implied it, earlier
 * levels' literals, the conflict and the first-UIP cut. The graph comes from
 * the analysis event's cone (src/sat/implication-cone.ts), recorded only when
 * a trace is; a cone too big to draw is counted instead.
 */
import type { JSX } from 'preact';
import type { SudokuEvent, VariableNames } from '../../puzzles/sudoku/events';
import { implicationGraph } from '../../puzzles/sudoku/implication-graph';
import { ImplicationGraphView } from './ImplicationGraphView';
import { clauseWords, literalWords } from './step-words';

type Conflict = Extract<SudokuEvent, { kind: 'sat-conflict' }>;
type Analyse = Extract<SudokuEvent, { kind: 'sat-analyse' }>;
type Learn = Extract<SudokuEvent, { kind: 'sat-learn' }>;

/** The learned clause's literals grouped by the decision level each was set at, highest level first (what the LBD counts). */
function ByLevel({ learn }: { learn: Learn }): JSX.Element | null {
  const levels = learn.levels;
  if (!levels || levels.length !== learn.clause.length) return null;
  const groups = new Map<number, number[]>();
  learn.clause.forEach((l, i) => groups.set(levels[i], [...(groups.get(levels[i]) ?? []), l]));
  const order = [...groups.keys()].sort((a, b) => b - a);
  return (
    <ul class="sd-small" data-testid="sat-clause-by-level">
      {order.map((lv) => (
        <li key={lv}>
          level {lv}: {groups.get(lv)!.map((l) => literalWords(l, learn.names ?? {})).join(', ')}
        </li>
      ))}
    </ul>
  );
}

export function ConflictGraph({ conflict, sub }: { conflict: Conflict; sub: readonly SudokuEvent[] }): JSX.Element | null {
  const analyse = sub.find((e): e is Analyse => e.kind === 'sat-analyse');
  if (!analyse || analyse.coneSize === undefined) return null;
  if (!analyse.cone) {
    const learn = sub.find((e): e is Learn => e.kind === 'sat-learn');
    return (
      <div data-testid="sat-graph-too-big">
        <p class="sd-small">
          The implication graph of this conflict has {analyse.coneSize} literals above level 0, too many to draw legibly (smaller ones are drawn).
          {learn?.levels ? ` What it boils down to, the learned clause, has ${learn.clause.length} literals; here they are grouped by the decision level each was set at:` : ''}
        </p>
        {learn && <ByLevel learn={learn} />}
      </div>
    );
  }
  const names: VariableNames = { ...conflict.names, ...analyse.names };
  const graph = implicationGraph(analyse.cone, conflict.clause, { uip: analyse.uip, conflictSide: analyse.resolved.map((r) => r.literal) });
  return (
    <div data-testid="sat-step-graph">
      <p class="sd-small">
        How the conflict came about, as in the by-hand tool of section 3: the decision of level {conflict.level} at the top, each implied literal
        below the literals of the clause that implied it, the false clause at the bottom, and the first-UIP cut the analysis stops at.
      </p>
      <ImplicationGraphView graph={graph} name={(l) => literalWords(l, names)} clause={(c) => clauseWords(c, names)} idPrefix="solver-" />
    </div>
  );
}
