/**
 * The published boards as a reader pastes them: every board of the Janko,
 * Flow Free, generated 40×20 and noqx files through the genre's zdd method
 * with its default options and limit (what `puzzle solve numberlink FILE`
 * does), its answer judged by the rules check. Per file: how many were
 * solved, how many were counted under the rule (the others got their answer
 * from the canonical diagram or the sat method, src/puzzles/numberlink/quick-fill.ts), the
 * slowest and the total time; then every board over the one-second goal.
 * Times are of the solve call in this process (the CLI adds its start-up;
 * `npm run bench -- numberlink --defaults-only` runs each board as its own
 * process and times the whole of it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { numberlinkGenre } from '../puzzles/numberlink/genre';
import type { NumberlinkRule } from '../puzzles/numberlink/puzzle';
import { readNumberlinkRecords } from '../puzzles/numberlink/records';
import { PUBLISHED_FILES } from './numberlink-published';
import { printTable, secs } from './text-table';

/** The goal: a pasted published board answered within a second. */
const GOAL_MS = 1000;

interface Row {
  file: string;
  id: string;
  size: string;
  status: string;
  counted: boolean;
  ms: number;
  cpuMs: number;
}

export function benchDefaults(rules: NumberlinkRule[], limitMs: number, only: string): void {
  for (const rule of rules) {
    const rows: Row[] = [];
    for (const file of PUBLISHED_FILES) {
      const records = readNumberlinkRecords(readFileSync(join(repoRoot, 'tests', 'data', 'numberlink', `${file}.txt`), 'utf8')).filter((r) => r.id.includes(only));
      for (const r of records) {
        process.stderr.write(`defaults ${rule} ${r.id}…\r`);
        const started = performance.now();
        const cpu = process.cpuUsage();
        const result = numberlinkGenre.methods.zdd.solve(r.puzzle, { params: rule === 'fill' ? {} : { rule }, budget: { limitMs } });
        const used = process.cpuUsage(cpu);
        const ms = performance.now() - started;
        if (result.solution && !numberlinkGenre.check(r.puzzle, result.solution).ok) throw new Error(`${r.id}: the answer breaks the ${rule} rule`);
        const fields = numberlinkGenre.recordFields!(result) as { count: unknown };
        rows.push({ file, id: r.id, size: `${r.puzzle.width}×${r.puzzle.height}`, status: result.status, counted: fields.count !== null, ms, cpuMs: (used.user + used.system) / 1000 });
      }
    }
    const named = rule === 'fill' ? 'default options (rule fill)' : `--rule ${rule}, the other options default`;
    printTable(
      `Published boards pasted with ${named}, limit ${secs(limitMs)} s: per file`,
      ['file', 'boards', 'solved', 'counted', `over ${secs(GOAL_MS)} cpu s`, 'slowest s', 'slowest cpu s', 'total s'],
      PUBLISHED_FILES.map((file) => {
        const of = rows.filter((x) => x.file === file);
        return [
          file,
          of.length,
          of.filter((x) => x.status === 'solved').length,
          of.filter((x) => x.counted).length,
          of.filter((x) => x.cpuMs > GOAL_MS).length,
          secs(Math.max(0, ...of.map((x) => x.ms))),
          secs(Math.max(0, ...of.map((x) => x.cpuMs))),
          secs(of.reduce((s, x) => s + x.ms, 0)),
        ];
      }),
      ['counted: the count is exact under the rule; the others were answered from the canonical diagram or the sat method (count null, countAtLeast a lower bound)'],
    );
    // CPU, not wall: on a shared machine the wall clock measures the other processes too.
    const slow = rows.filter((x) => x.cpuMs > GOAL_MS || x.status !== 'solved');
    printTable(
      `Published boards over ${secs(GOAL_MS)} s of CPU or not solved (${named}); the goal is none`,
      ['board', 'size', 'status', 'counted', 's', 'cpu s'],
      slow.map((x) => [x.id, x.size, x.status, x.counted ? 'yes' : 'no', secs(x.ms), secs(x.cpuMs)]),
      slow.length ? [] : ['none'],
    );
  }
}
