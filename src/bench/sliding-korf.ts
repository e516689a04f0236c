/**
 * Benchmark sections on Korf's 100: the lesson's heuristic per instance,
 * tracing on vs off, and what each heuristic costs and buys.
 */
import { recorder } from '../core/trace';
import type { Heuristic } from '../puzzles/sliding/heuristic';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { manhattanLcHeuristic } from '../puzzles/sliding/heuristic-manhattan';
import { solveIdaStar } from '../puzzles/sliding/solve-idastar';
import { C_REFERENCE, type Instance } from './sliding-data';
import { count, note, percent, printTable, secs, type Cell } from './sliding-table';

export interface Run {
  id: number;
  optimal: number;
  status: string;
  length: number | null;
  h0: number;
  nodes: number;
  ms: number;
  events: number;
}

/** Solves one instance and times it; `record` adds a recording sink (tracing on). */
export function solveTimed(inst: Instance, heuristic: Heuristic, record = false, limitMs?: number): Run {
  const rec = record ? recorder<SlidingEvent>() : null;
  const started = performance.now();
  const result = solveIdaStar(
    { size: 4, tiles: inst.tiles },
    { heuristic, sink: rec?.sink, budget: limitMs ? { limitMs } : undefined },
  );
  const ms = performance.now() - started;
  return {
    id: inst.id,
    optimal: inst.optimal,
    status: result.status,
    length: result.solution?.length ?? null,
    h0: result.stats.h0 ?? heuristic.value(),
    nodes: result.stats.nodes,
    ms,
    events: rec?.events.length ?? 0,
  };
}

export interface Summary {
  label: string;
  instances: number;
  optimal: number;
  nodes: number;
  ms: number;
  maxMs: number;
  maxId: number;
  h0: number;
}

export function summarize(label: string, runs: Run[]): Summary {
  const worst = runs.reduce((a, r) => (r.ms > a.ms ? r : a), runs[0]);
  return {
    label,
    instances: runs.length,
    optimal: runs.filter((r) => r.status === 'solved' && r.length === r.optimal).length,
    nodes: runs.reduce((a, r) => a + r.nodes, 0),
    ms: runs.reduce((a, r) => a + r.ms, 0),
    maxMs: worst.ms,
    maxId: worst.id,
    h0: runs.reduce((a, r) => a + r.h0, 0) / runs.length,
  };
}

export const nodesPerSecond = (s: Summary) => count(s.nodes / (s.ms / 1000));

export function benchKorf(instances: Instance[], heuristic: Heuristic): Summary {
  note(`Korf's 100 with ${heuristic.name} …`);
  const runs = instances.map((inst) => solveTimed(inst, heuristic));
  printTable(
    `Korf's 100, IDA* with ${heuristic.name}`,
    ['id', 'optimal', 'found', 'ok', 'h0', 'nodes', 's'],
    runs.map((r) => [
      r.id,
      r.optimal,
      r.length ?? r.status,
      r.length === r.optimal ? 'yes' : 'NO',
      r.h0,
      count(r.nodes),
      secs(r.ms),
    ]),
  );
  const s = summarize(heuristic.name, runs);
  printTable(
    `Korf's 100 totals, ${heuristic.name}`,
    ['measure', 'TypeScript (Node)', 'C reference', 'ratio', 'goal'],
    [
      ['lengths equal to the published optimum', `${s.optimal} / ${s.instances}`, '100 / 100', '', '100 / 100'],
      [
        'total seconds',
        secs(s.ms),
        C_REFERENCE.korfTotalS.toFixed(3),
        `${(s.ms / 1000 / C_REFERENCE.korfTotalS).toFixed(2)}×`,
        '≤ 12',
      ],
      [
        `max seconds (#${s.maxId})`,
        secs(s.maxMs),
        C_REFERENCE.korfMaxS.toFixed(3),
        `${(s.maxMs / 1000 / C_REFERENCE.korfMaxS).toFixed(2)}×`,
        '≤ 1.5',
      ],
      [
        'average nodes generated',
        count(s.nodes / s.instances),
        count(C_REFERENCE.korfAvgNodes),
        `${(s.nodes / s.instances / C_REFERENCE.korfAvgNodes).toFixed(3)}×`,
        '',
      ],
      ['total nodes generated', count(s.nodes), '', '', ''],
      ['nodes per second', nodesPerSecond(s), '', '', ''],
      ['average h0', s.h0.toFixed(2), '', '', ''],
    ],
  );
  return s;
}

/** Tracing on (a recording sink) vs off on the same instances, interleaved so drift hits both. */
export function benchTrace(instances: Instance[], heuristic: Heuristic, rounds: number): void {
  note(`tracing on vs off, ${rounds} rounds over ${instances.length} instances …`);
  const rows: Cell[][] = [];
  let off = 0;
  let on = 0;
  let events = 0;
  for (let round = 0; round < rounds; round++) {
    let offMs = 0;
    let onMs = 0;
    for (const [i, inst] of instances.entries()) {
      // Alternate which mode goes first so neither always runs on a warm cache.
      const tracedFirst = (i + round) % 2 === 0;
      const a = solveTimed(inst, heuristic, tracedFirst);
      const b = solveTimed(inst, heuristic, !tracedFirst);
      const [traced, plain] = tracedFirst ? [a, b] : [b, a];
      offMs += plain.ms;
      onMs += traced.ms;
      events += traced.events;
      if (plain.nodes !== traced.nodes) throw new Error(`tracing changed the search on #${inst.id}`);
    }
    rows.push([`round ${round + 1}`, secs(offMs), secs(onMs), percent(onMs / offMs - 1)]);
    off += offMs;
    on += onMs;
  }
  rows.push(['all', secs(off), secs(on), percent(on / off - 1)]);
  printTable(`Tracing on vs off, Korf's 100, ${heuristic.name}`, ['', 'off s', 'on s', 'on vs off'], rows, [
    `goal: tracing off costs ≤ 5%; on records ${count(events / rounds)} events per round (per iteration, not per node).`,
    'Noise from other jobs on the 2 shared cores is of the same order; compare rounds.',
  ]);
}

/** What each heuristic buys (nodes) and costs (time), on the same instances. */
export function benchHeuristics(
  instances: Instance[],
  heuristics: Heuristic[],
  easyMax: number,
  strong?: Heuristic,
): Summary[] {
  const easy = instances.filter((i) => i.optimal <= easyMax);
  const rows: Cell[][] = [];
  const summaries: Summary[] = [];
  const add = (label: string, set: Instance[], h: Heuristic) => {
    note(`${h.name} on ${label} …`);
    const s = summarize(
      h.name,
      set.map((inst) => solveTimed(inst, h)),
    );
    summaries.push(s);
    rows.push([
      h.name,
      label,
      `${s.optimal}/${s.instances}`,
      s.h0.toFixed(2),
      count(s.nodes / s.instances),
      secs(s.ms),
      nodesPerSecond(s),
    ]);
  };
  const easyLabel = `${easy.length} with optimum ≤ ${easyMax}`;
  add(easyLabel, easy, manhattanLcHeuristic(4));
  for (const h of [...heuristics, ...(strong ? [strong] : [])]) add(easyLabel, easy, h);
  for (const h of [...heuristics, ...(strong ? [strong] : [])]) add(`all ${instances.length}`, instances, h);
  printTable(
    "Heuristics compared on Korf's instances",
    ['heuristic', 'instances', 'optimal', 'avg h0', 'avg nodes', 'total s', 'nodes/s'],
    rows,
    ['Manhattan + linear conflicts is run on the easier instances only (the hard ones take minutes each).'],
  );
  return summaries;
}
