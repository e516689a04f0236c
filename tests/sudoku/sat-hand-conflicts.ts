/**
 * The conflicts a reader can meet in the CDCL-by-hand tool on a board: every
 * first decision that conflicts at once, the walk that always decides the
 * first open literal (learning and jumping back at each conflict), and the
 * end of a given walk of decisions. The implication-graph tests draw them all.
 */
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { decide, learnAndBackjump, openDecisions, startSatHand, type SatHandState } from '../../src/puzzles/sudoku/sat-hand';

export function satHandConflicts(board: string, walk: readonly number[] | null = null): SatHandState[] {
  const r = parseSudoku(board);
  if (!r.ok) throw new Error(r.error.message);
  const out: SatHandState[] = [];
  const start = startSatHand(r.puzzle);
  for (const v of openDecisions(start)) {
    const d = decide(start, v);
    if (d.cut) out.push(d);
  }
  let s = start;
  for (let guard = 0; guard < 100 && (s.conflict || openDecisions(s).length > 0); guard++) {
    if (s.conflict) {
      if (s.cut) out.push(s);
      s = learnAndBackjump(s);
    } else s = decide(s, openDecisions(s)[0]);
  }
  if (walk) {
    let w = start;
    for (const v of walk) w = decide(w, v);
    if (w.cut) out.push(w);
  }
  return out;
}
