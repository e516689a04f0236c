/**
 * `npm run bench -- sliding [options]`: the sliding puzzle's benchmark tables.
 *
 * Sections (all by default, in this order): pdb (6-6-3 build in Node),
 * chromium (the same build in Chromium), korf (Korf's 100 with 6-6-3 +
 * mirror), trace (tracing on vs off), heuristics (what each heuristic costs
 * and buys), 8puzzle (the full 8-puzzle check), hardest (the 17 80-move
 * positions with the strong 7-8 tables, built once and cached on disk).
 * Progress goes to stderr; the tables go to stdout.
 */
import os from 'node:os';
import { join } from 'node:path';
import { buildPdb663, pdb663Heuristic, pdb663NoMirrorHeuristic } from '../puzzles/sliding/heuristics/pdb';
import { strongHeuristic } from '../puzzles/sliding/heuristics/pdb-strong';
import type { Heuristic } from '../puzzles/sliding/heuristics/heuristic';
import { benchPdbChromium, benchPdbNode } from './sliding-build';
import { readInstances, repoRoot } from './sliding-data';
import { benchEightPuzzle, benchHardest, loadStrong } from './sliding-hardest';
import { benchHeuristics, benchKorf, benchTrace } from './sliding-korf';
import { nodesPerSecond, type Summary } from './sliding-runs';
import { printTable, secs } from './text-table';

const SECTIONS = ['pdb', 'chromium', 'korf', 'trace', 'heuristics', '8puzzle', 'hardest'] as const;
type Section = (typeof SECTIONS)[number];

const USAGE = `Usage: npm run bench -- sliding [options]
  --only LIST          comma-separated sections: ${SECTIONS.join(', ')}
  --skip-hardest       leave out the 80-move positions (they take minutes)
  --runs N             build timings: repeat N times (default 3)
  --rounds N           Korf's 100 against the C reference: N rounds, medians printed (default 3)
  --trace-rounds N     tracing on/off: rounds over Korf's 100 (default 2)
  --cache-dir DIR      where the strong tables are cached (default .cache/ in the repository)
  --rebuild-strong     build the strong tables again (to time the build) and re-cache them
  --hardest-limit-s N  time limit per 80-move position (default 300)
  --hardest-ids LIST   only these 80-move positions (e.g. 1,2,3)`;

interface Options {
  sections: Set<Section>;
  runs: number;
  rounds: number;
  traceRounds: number;
  cacheDir: string;
  hardestLimitMs: number;
  hardestIds: number[] | null;
  rebuildStrong: boolean;
}

function parse(args: string[]): Options | string {
  const o: Options = {
    sections: new Set(SECTIONS),
    runs: 3,
    rounds: 3,
    traceRounds: 2,
    cacheDir: join(repoRoot, '.cache'),
    hardestLimitMs: 300_000,
    hardestIds: null,
    rebuildStrong: false,
  };
  let skipHardest = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const positive = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${a} needs a whole number ≥ 1`);
      return n;
    };
    try {
      if (a === '--only') {
        const list = value()
          .split(',')
          .map((s) => s.trim());
        const bad = list.filter((s) => !(SECTIONS as readonly string[]).includes(s));
        if (bad.length) return `unknown section '${bad[0]}'`;
        o.sections = new Set(list as Section[]);
      } else if (a === '--skip-hardest') skipHardest = true;
      else if (a === '--runs') o.runs = positive();
      else if (a === '--rounds') o.rounds = positive();
      else if (a === '--trace-rounds') o.traceRounds = positive();
      else if (a === '--cache-dir') o.cacheDir = value();
      else if (a === '--rebuild-strong') o.rebuildStrong = true;
      else if (a === '--hardest-limit-s') o.hardestLimitMs = positive() * 1000;
      else if (a === '--hardest-ids') o.hardestIds = value().split(',').map(Number);
      else return `unknown option '${a}'`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  if (skipHardest) o.sections.delete('hardest');
  return o;
}

export async function benchSliding(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const o = parse(args);
  if (typeof o === 'string') {
    process.stderr.write(`bench sliding: ${o}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const has = (s: Section) => o.sections.has(s);
  const load = os.loadavg()[0];
  process.stdout.write(
    `Sliding-puzzle benchmark — Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
      `load average ${load.toFixed(2)} at start. CPU times are this process's; wall times also count waiting for a core.\n`,
  );
  const started = performance.now();
  const speeds: { set: string; s: Summary }[] = [];

  if (has('pdb')) benchPdbNode(o.runs);
  if (has('chromium')) await benchPdbChromium(o.runs);

  const korf = readInstances('korf100');
  let lessonTables = null;
  if (has('korf')) {
    const done = benchKorf(korf, o.rounds);
    speeds.push({ set: "Korf's 100", s: done.summary });
    lessonTables = done.tables;
  }
  const needLesson = has('trace') || has('heuristics') || has('hardest');
  if (needLesson) lessonTables ??= buildPdb663();
  const lesson: Heuristic | null = lessonTables && pdb663Heuristic(lessonTables);
  if (has('trace')) benchTrace(korf, lesson!, o.traceRounds);

  const strong =
    has('heuristics') || has('hardest')
      ? strongHeuristic((await loadStrong(o.cacheDir, o.rebuildStrong)).tables)
      : null;
  if (has('heuristics')) {
    const easyMax = 50;
    for (const s of benchHeuristics(korf, [pdb663NoMirrorHeuristic(lessonTables!), lesson!], easyMax, strong!)) {
      const set = s.instances === korf.length ? "Korf's 100" : `Korf's, optimum ≤ ${easyMax}`;
      if (!speeds.some((x) => x.set === set && x.s.label === s.label)) speeds.push({ set, s });
    }
  }
  if (has('8puzzle')) benchEightPuzzle();
  if (has('hardest')) {
    const all = readInstances('hardest80');
    const chosen = o.hardestIds ? all.filter((i) => o.hardestIds!.includes(i.id)) : all;
    speeds.push({ set: `${chosen.length} of hardest-80`, s: benchHardest(chosen, strong!, lesson!, o.hardestLimitMs) });
  }

  if (speeds.length) {
    printTable(
      'Nodes per second (IDA*, nodes generated per second of CPU time and of wall time)',
      ['heuristic', 'instances', 'nodes/CPU s', 'nodes/wall s'],
      speeds.map(({ set, s }) => [s.label, set, nodesPerSecond(s).cpu, nodesPerSecond(s).wall]),
    );
  }
  process.stdout.write(
    `\nbenchmark wall time ${secs(performance.now() - started)} s; load average now ${os.loadavg()[0].toFixed(2)}\n`,
  );
}
