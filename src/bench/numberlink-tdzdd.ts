/**
 * Our command beside TdZdd's `ddnumlin -k 0` on the same work: every
 * fill-canonical solution (fill without the redundant detours ddnumlin's
 * constraint drops) of the largest published boards, counted by building
 * the diagram. Per group of boards, one `puzzle solve numberlink --rule R`
 * process answers them all (the CPU time of that whole process: start-up,
 * every board, the rules check, the output); then each board alone in its
 * own process, as ddnumlin was run. TdZdd cannot be built here, so its
 * figures were measured with ddnumlin on a machine of this class and are
 * printed as such, never as part of this run. The counts are checked
 * against the data's fill-canonical column (ddnumlin's own counts).
 */
import type { NumberlinkRecord } from '../puzzles/numberlink/records';
import { numberlinkGenre } from '../puzzles/numberlink/genre';
import type { NumberlinkRule } from '../puzzles/numberlink/puzzle';
import { runCli } from './cli-process';
import { printTable, secs, type Cell } from './text-table';

/** TdZdd's CPU seconds per board of a group (a range), or for the whole group, measured by hand with ddnumlin. */
interface TdzddFigure {
  perBoard?: [number, number];
  group?: number;
}

interface Group {
  name: string;
  pick: (all: NumberlinkRecord[]) => NumberlinkRecord[];
  tdzdd: TdzddFigure;
}

const TDZDD_LABEL = 'TdZdd ddnumlin -k 0, measured on this machine class (not in this run)';

/** The groups of the comparison: the largest published boards whose fill-canonical count the data knows. */
const GROUPS: Group[] = [
  {
    name: 'generated 40×20 (first 14)',
    pick: (all) => all.filter((r) => r.id.startsWith('thomasahle-inputs9-') && r.counts['fill-canonical'] !== null).slice(0, 14),
    tdzdd: { perBoard: [0.03, 0.08] },
  },
  {
    name: 'Janko 36×20',
    pick: (all) => all.filter((r) => r.id.startsWith('janko-') && r.puzzle.width * r.puzzle.height === 36 * 20),
    tdzdd: { perBoard: [0.02, 0.08] },
  },
  {
    name: 'Janko 25×25',
    pick: (all) => all.filter((r) => r.id.startsWith('janko-') && r.puzzle.width === 25 && r.puzzle.height === 25),
    tdzdd: { perBoard: [0.22, 0.72] },
  },
];

const boardText = (r: NumberlinkRecord): string => numberlinkGenre.print(r.puzzle) + '\n';

/** The count a record of the command carries, or what it said instead. */
function countOf(record: Record<string, unknown> | undefined): string {
  if (!record) return 'no answer';
  if (record.count !== undefined && record.count !== null) return String(record.count);
  return String(record.status ?? '?');
}

export async function benchTdzdd(all: NumberlinkRecord[], rules: NumberlinkRule[], limitMs: number, perBoard: boolean): Promise<number> {
  let wrong = 0;
  for (const rule of rules) {
    const args = ['solve', 'numberlink', '--rule', rule, '--jobs', '1', '--limit-ms', String(limitMs)];
    const groupRows: Cell[][] = [];
    for (const group of GROUPS) {
      const boards = group.pick(all);
      if (boards.length === 0) continue;
      process.stderr.write(`tdzdd ${rule} ${group.name}…\r`);
      const run = await runCli(args, boards.map(boardText).join('\n'));
      const rows: Cell[][] = [];
      let groupWrong = 0;
      for (const [k, board] of boards.entries()) {
        const record = run.records[k];
        const got = countOf(record);
        const known = board.counts[rule];
        const agrees = known === null ? 'not known' : got === String(known) ? 'same' : 'DIFFERENT';
        if (agrees === 'DIFFERENT') groupWrong++;
        const stats = (record?.stats ?? {}) as Record<string, number>;
        let alone: CpuSeconds = null;
        if (perBoard) {
          process.stderr.write(`tdzdd ${rule} ${board.id}…\r`);
          alone = (await runCli(args, boardText(board))).cpuMs;
        }
        const [lo, hi] = group.tdzdd.perBoard ?? [NaN, NaN];
        rows.push([
          board.id,
          got,
          known === null ? '?' : String(known),
          agrees,
          secs(stats.probeMs ?? NaN),
          secs(stats.buildMs ?? NaN),
          alone === null ? '-' : secs(alone),
          group.tdzdd.perBoard ? `${lo.toFixed(2)}–${hi.toFixed(2)}` : '-',
          alone === null || !group.tdzdd.perBoard ? '-' : `${(alone / 1000 / hi).toFixed(1)}–${(alone / 1000 / lo).toFixed(1)}×`,
        ]);
      }
      wrong += groupWrong;
      printTable(
        `${group.name}, --rule ${rule}: per board`,
        ['board', 'count', 'data', 'counts', 'probe s', 'build s', 'alone cpu s', 'TdZdd cpu s', 'ratio'],
        rows,
        [
          'count: our answer (or its status when it has none); data: the data\'s count under the rule (ddnumlin\'s, for fill-canonical);',
          'probe s, build s: wall time inside the group\'s process (the edge-order probe, then the diagram); alone cpu s: the board in a process of',
          `its own (start-up included, as ddnumlin was timed); TdZdd cpu s: ${TDZDD_LABEL}, the range over the group's boards; ratio: ours ÷ TdZdd.`,
        ],
      );
      const tdzddGroup = group.tdzdd.perBoard ? group.tdzdd.perBoard.map((s) => s * boards.length) : null;
      groupRows.push([
        group.name,
        boards.length,
        `${boards.length - groupWrong}/${boards.length}`,
        secs(run.cpuMs),
        secs(run.wallMs),
        tdzddGroup ? `${tdzddGroup[0].toFixed(2)}–${tdzddGroup[1].toFixed(2)}` : '-',
        tdzddGroup ? `${(run.cpuMs / 1000 / tdzddGroup[1]).toFixed(1)}–${(run.cpuMs / 1000 / tdzddGroup[0]).toFixed(1)}×` : '-',
      ]);
    }
    printTable(
      `Largest published boards, --rule ${rule}: one \`puzzle solve numberlink --rule ${rule} --jobs 1\` process per group`,
      ['group', 'boards', 'counts same', 'cpu s', 'wall s', 'TdZdd cpu s', 'ratio'],
      groupRows,
      [
        `cpu s: the whole process (start-up, every board, the rules check, the output), all its threads; TdZdd cpu s: ${TDZDD_LABEL},`,
        'its per-board range times the number of boards (each board its own ddnumlin process); ratio: ours ÷ TdZdd. The goal is at most 1×.',
      ],
    );
  }
  return wrong;
}

type CpuSeconds = number | null;
