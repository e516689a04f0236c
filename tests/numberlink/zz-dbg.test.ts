import { it } from 'vitest';
import { BudgetClock } from '../../src/core/budget';
import { countSets } from '../../src/zdd/count';
import { buildCells } from '../../src/puzzles/numberlink/build-cells';
import { gridGraph, orientations } from '../../src/puzzles/numberlink/graph';
it('dbg', () => {
  const p = {"width":3,"height":3,"cells":[-1,-1,0,-1,1,-1,-1,0,1],"labels":["1","2"]};
  const graph = gridGraph(p, orientations(p)[0]);
  const c = buildCells(graph, { rule: 'fill-notouch', clock: new BudgetClock({}), maxNodes: 1e7 });
  console.log(graph.line, Array.from(graph.label), countSets(c.diagram!).total, c.cuts);
});
