/**
 * One timed solve and the totals the sliding tables print: every instance
 * is solved by the real `solveIdaStar`, and timed on both clocks
 * (sliding-timing.ts).
 */
import { recorder } from '../core/trace';
import type { Heuristic } from '../puzzles/sliding/heuristics/heuristic';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { solveIdaStar } from '../puzzles/sliding/solve-idastar';
import type { Instance } from './sliding-data';
import { count } from './text-table';
import { timed, type Timing } from './sliding-timing';

export interface Run extends Timing {
  id: number;
  optimal: number;
  status: string;
  length: number | null;
  moves: number[];
  h0: number;
  nodes: number;
  /** Trace events recorded (tracing on). */
  events: number;
}

/** Solves one instance and times it; `record` adds a recording sink (tracing on). */
export function solveTimed(inst: Instance, heuristic: Heuristic, record = false, limitMs?: number): Run {
  const rec = record ? recorder<SlidingEvent>() : null;
  const { value: result, cpuMs, wallMs } = timed(() =>
    solveIdaStar({ size: 4, tiles: inst.tiles }, { heuristic, sink: rec?.sink, budget: limitMs ? { limitMs } : undefined }),
  );
  return {
    id: inst.id,
    optimal: inst.optimal,
    status: result.status,
    length: result.solution?.length ?? null,
    moves: result.solution?.moves ?? [],
    h0: result.stats.h0 ?? heuristic.value(),
    nodes: result.stats.nodes,
    cpuMs,
    wallMs,
    events: rec?.events.length ?? 0,
  };
}

export interface Summary extends Timing {
  label: string;
  instances: number;
  /** Instances solved in their published optimal number of moves. */
  optimal: number;
  nodes: number;
  /** The instance that took the most CPU time. */
  worst: Run;
  h0: number;
}

export function summarize(label: string, runs: Run[]): Summary {
  return {
    label,
    instances: runs.length,
    optimal: runs.filter((r) => r.status === 'solved' && r.length === r.optimal).length,
    nodes: runs.reduce((a, r) => a + r.nodes, 0),
    cpuMs: runs.reduce((a, r) => a + r.cpuMs, 0),
    wallMs: runs.reduce((a, r) => a + r.wallMs, 0),
    worst: runs.reduce((a, r) => (r.cpuMs > a.cpuMs ? r : a), runs[0]),
    h0: runs.reduce((a, r) => a + r.h0, 0) / runs.length,
  };
}

/** Nodes generated per second of CPU time, and per second of wall time. */
export function nodesPerSecond(s: { nodes: number } & Timing): { cpu: string; wall: string } {
  return { cpu: count(s.nodes / (s.cpuMs / 1000)), wall: count(s.nodes / (s.wallMs / 1000)) };
}
