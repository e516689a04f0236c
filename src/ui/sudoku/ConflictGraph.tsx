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

export function ConflictGraph({ conflict, sub }: { conflict: Conflict; sub: readonly SudokuEvent[] }): JSX.Element | null {
  const analyse = sub.find((e): e is Analyse => e.kind === 'sat-analyse');
  if (!analyse || analyse.coneSize === undefined) return null;
  if (!analyse.cone) {
    return (
      <p class="sd-small" data-testid="sat-graph-too-big">
        The implication graph of this conflict has {analyse.coneSize} literals above level 0, too many to draw legibly; the analysis above names the
        ones that matter. Conflicts with smaller graphs are drawn.
      </p>
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
      <ImplicationGraphView graph={graph} name={(l) => literalWords(l, names)} clause={(c) => clauseWords(c, names)} />
    </div>
  );
}
