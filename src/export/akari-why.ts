/**
 * "Why" trees for a worked example made outside the browser (the CLI): the
 * derivations live in the engine's inequality system, which a trace does not
 * carry, so the board is solved again with the same method (the engine is
 * deterministic) and the trees are read from that run. The method and cap
 * are read off the trace; a run whose steps do not match the trace's gives
 * no trees rather than trees of a different solve.
 */
import { recorder, stepStarts } from '../core/trace';
import { whyTree, type WhyNode } from '../inequalities/explain';
import type { EngineMethod } from '../inequalities/solve';
import type { AkariEvent } from '../puzzles/akari/events';
import type { AkariPuzzle } from '../puzzles/akari/puzzle';
import { runAkari } from '../puzzles/akari/solve-engine';
import { pickWhyCells } from '../ui/akari/why-pick';

export interface WhyEntry {
  variable: number;
  tree: WhyNode;
}

/**
 * The method that recorded a trace. Rounds and stalls name it; a trace with
 * neither never left the first forcing pass, which every method starts with,
 * so solving again with forcing alone retraces it exactly.
 */
export function methodOfTrace(events: readonly AkariEvent[]): { method: EngineMethod; cap?: number; label: string } {
  for (const e of events) {
    if (e.kind === 'round' || e.kind === 'stall') {
      const method = e.method === 'pairs' || e.method === 'selective' ? e.method : 'force';
      const cap = e.kind === 'round' && e.cap !== null ? e.cap : undefined;
      return { method, cap, label: method };
    }
  }
  // Which method was asked for cannot be told, and does not matter: they all stopped here.
  return { method: 'force', label: 'forcing alone (the first stage of every method) settled it' };
}

export function whyForExport(puzzle: AkariPuzzle, events: readonly AkariEvent[], maxNodes = 30, limitMs = 5000): WhyEntry[] {
  const picks = pickWhyCells(events);
  if (picks.length === 0) return [];
  const { method, cap } = methodOfTrace(events);
  const rec = recorder<AkariEvent>();
  const run = runAkari(puzzle, method, { sink: rec.sink, cap, budget: { limitMs } });
  const same = stepStarts(rec.events).length === stepStarts(events).length;
  if (!same) return [];
  const out: WhyEntry[] = [];
  for (const variable of picks) {
    const tree = whyTree(run.engine.run.system, variable, maxNodes);
    if (tree) out.push({ variable, tree });
  }
  return out;
}
