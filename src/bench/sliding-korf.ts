/**
 * Benchmark sections on Korf's 100: the lesson's heuristic per instance and
 * against the C reference (same run), tracing on vs off, and what each
 * heuristic costs and buys.
 */
import { join } from 'node:path';
import type { Heuristic } from '../puzzles/sliding/heuristics/heuristic';
import { manhattanLcHeuristic } from '../puzzles/sliding/heuristics/manhattan';
import { buildPdb663, pdb663Heuristic, type Pdb663Tables } from '../puzzles/sliding/heuristics/pdb';
import { printComparison, type TsRound } from './sliding-compare';
import { repoRoot, type Instance } from './sliding-data';
import { compileReference } from './c-reference';
import { REFERENCE_SOURCE, runReference, type ReferenceRun } from './sliding-reference';
import { nodesPerSecond, solveTimed, summarize, type Summary } from './sliding-runs';
import { count, note, percent, printTable, secs, type Cell } from './text-table';
import { median, timed } from './sliding-timing';

/**
 * Published for comparison, not for a ratio (another implementation, another
 * machine): the average number of nodes for the 6-6-3 partition on Korf's
 * 100 in Felner, Korf & Hanan, "Additive Pattern Database Heuristics", JAIR
 * 22 (2004), as shown in A. Felner's lecture slides on heuristics.
 */
const PUBLISHED_663_NODES = { nodes: 617_555, source: 'Felner, Korf & Hanan, "Additive Pattern Database Heuristics", JAIR 22 (2004)' };

const KORF_FILE = join(repoRoot, 'tests', 'data', 'sliding', 'korf100.txt');

/**
 * Korf's 100 with the lesson's tables, `rounds` times: each round builds the
 * tables and solves every instance in TypeScript, and runs the C reference
 * (which does the same), alternating which goes first. Returns the median
 * round's totals and the tables (for the sections that follow).
 */
export function benchKorf(instances: Instance[], rounds: number): { summary: Summary; tables: Pdb663Tables } {
  const compiled = compileReference(REFERENCE_SOURCE);
  const ts: TsRound[] = [];
  const c: ReferenceRun[] = [];
  let tables: Pdb663Tables | null = null;
  const runTs = (round: number) => {
    note(`Korf's 100, round ${round + 1}/${rounds}: TypeScript …`);
    const build = timed(() => buildPdb663());
    tables = build.value;
    const heuristic = pdb663Heuristic(tables);
    ts.push({ build, runs: instances.map((inst) => solveTimed(inst, heuristic)) });
  };
  const runC = (round: number) => {
    if (!compiled.ok) return;
    note(`Korf's 100, round ${round + 1}/${rounds}: C reference …`);
    c.push(runReference(compiled.program, KORF_FILE));
  };
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      runTs(round);
      runC(round);
    } else {
      runC(round);
      runTs(round);
    }
  }
  const name = pdb663Heuristic(tables!).name;
  const first = ts[0].runs;
  const cFirst = c[0]?.solves ?? [];
  printTable(
    `Korf's 100, IDA* with ${name} (round 1)`,
    ['id', 'optimal', 'found', 'ok', 'h0', 'nodes', 'TS CPU s', 'TS wall s', 'C CPU s'],
    first.map((r, i) => [
      r.id,
      r.optimal,
      r.length ?? r.status,
      r.length === r.optimal ? 'yes' : 'NO',
      r.h0,
      count(r.nodes),
      secs(r.cpuMs),
      secs(r.wallMs),
      cFirst[i] ? secs(cFirst[i].cpuMs) : '–',
    ]),
  );
  const summaries = ts.map((round) => summarize(name, round.runs));
  const middle = summaries.find((s) => s.cpuMs === median(summaries.map((x) => x.cpuMs))) ?? summaries[0];
  const speed = nodesPerSecond(middle);
  printTable(
    `Korf's 100 totals, ${name}`,
    ['measure', 'value'],
    [
      ['lengths equal to the published optimum', `${middle.optimal} / ${middle.instances}`],
      ['total nodes generated', count(middle.nodes)],
      ['average nodes generated', count(middle.nodes / middle.instances)],
      ['average nodes, published (another implementation)', count(PUBLISHED_663_NODES.nodes)],
      ['nodes per CPU second (median round)', speed.cpu],
      ['nodes per wall second (median round)', speed.wall],
      ['average h0', middle.h0.toFixed(2)],
    ],
    [`published: ${PUBLISHED_663_NODES.source}, as shown in A. Felner's lecture slides; not measured here.`],
  );
  if (!compiled.ok) process.stdout.write(`\n== TypeScript vs the C reference\n${compiled.why}\n`);
  else printComparison(ts, c, compiled.compiler, REFERENCE_SOURCE);
  return { summary: middle, tables: tables! };
}

/** Tracing on (a recording sink) vs off on the same instances, interleaved so drift hits both. */
export function benchTrace(instances: Instance[], heuristic: Heuristic, rounds: number): void {
  note(`tracing on vs off, ${rounds} rounds over ${instances.length} instances …`);
  const rows: Cell[][] = [];
  const change: number[] = [];
  let events = 0;
  for (let round = 0; round < rounds; round++) {
    let off = 0;
    let on = 0;
    let offWall = 0;
    let onWall = 0;
    for (const [i, inst] of instances.entries()) {
      // Alternate which mode goes first so neither always runs on a warm cache.
      const tracedFirst = (i + round) % 2 === 0;
      const a = solveTimed(inst, heuristic, tracedFirst);
      const b = solveTimed(inst, heuristic, !tracedFirst);
      const [traced, plain] = tracedFirst ? [a, b] : [b, a];
      off += plain.cpuMs;
      on += traced.cpuMs;
      offWall += plain.wallMs;
      onWall += traced.wallMs;
      events += traced.events;
      if (plain.nodes !== traced.nodes) throw new Error(`tracing changed the search on #${inst.id}`);
    }
    change.push(on / off - 1);
    rows.push([`round ${round + 1}`, secs(off), secs(on), percent(on / off - 1), secs(offWall), secs(onWall), percent(onWall / offWall - 1)]);
  }
  const mid = median(change);
  printTable(
    `Tracing on vs off, Korf's 100, ${heuristic.name}`,
    ['', 'off CPU s', 'on CPU s', 'on vs off', 'off wall s', 'on wall s', 'on vs off'],
    rows,
    [
      `goal: tracing on within 5% of off (median round, CPU): ${Math.abs(mid) <= 0.05 ? 'met' : 'NOT met'} (${percent(mid)});`,
      `on records ${count(events / rounds)} events per round (per iteration, not per node).`,
      'Noise from other jobs on shared cores is of the same order; compare rounds.',
    ],
  );
}

/**
 * Published for comparison: the average nodes on Korf's 100 with the 7-8
 * partition and its reflection (max of the two), Korf & Felner, "Disjoint
 * pattern database heuristics", Artificial Intelligence 134 (2002), as shown
 * in A. Felner's lecture slides.
 */
const PUBLISHED_78_NODES = 36_710;

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
    const speed = nodesPerSecond(s);
    rows.push([h.name, label, `${s.optimal}/${s.instances}`, s.h0.toFixed(2), count(s.nodes / s.instances), secs(s.cpuMs), secs(s.wallMs), speed.cpu]);
  };
  const easyLabel = `${easy.length} with optimum ≤ ${easyMax}`;
  add(easyLabel, easy, manhattanLcHeuristic(4));
  for (const h of [...heuristics, ...(strong ? [strong] : [])]) add(easyLabel, easy, h);
  for (const h of [...heuristics, ...(strong ? [strong] : [])]) add(`all ${instances.length}`, instances, h);
  printTable(
    "Heuristics compared on Korf's instances",
    ['heuristic', 'instances', 'optimal', 'avg h0', 'avg nodes', 'CPU s', 'wall s', 'nodes/CPU s'],
    rows,
    [
      'Manhattan + linear conflicts is run on the easier instances only (the hard ones take minutes each).',
      `published: 7-8 + reflection, ${count(PUBLISHED_78_NODES)} nodes per instance on Korf's 100 (Korf & Felner,`,
      '"Disjoint pattern database heuristics", Artificial Intelligence 134, 2002, as shown in A. Felner\'s lecture slides).',
    ],
  );
  return summaries;
}
