/**
 * The facts about the model, measured at the end of the Shakashaka benchmark
 * (the lesson computes the small versions of the same at build time,
 * src/puzzles/shakashaka/facts.ts):
 * - the model's size with and without the non-local family E;
 * - the published families' flaw, reproduced with our model and our judge;
 * - whether E ever removes a filling the other families admit: on the public
 *   boards (their answers under A–D+F and A–F), on seeded random boards, and on
 *   every board up to 8×6 with one 2×2 black block (complete enumeration).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../cli/repo-root';
import { blockBoards, counterexampleFacts, familyEFacts, randomBoards, type FamilyEFacts } from '../puzzles/shakashaka/facts';
import { MODEL_VARIANTS, VARIANT_NAMES } from '../puzzles/shakashaka/model/families';
import { shakashakaModel } from '../puzzles/shakashaka/model';
import { checkFilledBoard } from '../puzzles/shakashaka/model/check';
import { readShakashakaRecords, type ShakashakaRecord } from '../puzzles/shakashaka/records';
import { solveHighs } from '../puzzles/shakashaka/solve-highs';
import { count, printTable } from './text-table';

export function printModelFacts(boards: { rec: ShakashakaRecord; solution?: string[] }[], randomCount: number): void {
  // 1. Size with and without E.
  printTable(
    'Shakashaka model size per variant (rows / terms); E is the non-local family',
    ['board', 'size', ...VARIANT_NAMES.map((v) => `${v} rows`), ...VARIANT_NAMES.map((v) => `${v} terms`)],
    boards
      .filter((_, i) => i % 3 === 0 || boards[i].rec.puzzle.width >= 30)
      .map(({ rec }) => {
        const models = VARIANT_NAMES.map((v) => shakashakaModel(rec.puzzle, v));
        return [rec.id, `${rec.puzzle.width}x${rec.puzzle.height}`, ...models.map((m) => count(m.rows.length)), ...models.map((m) => count(m.terms))];
      }),
    [`families: ${VARIANT_NAMES.map((v) => `${v} = ${MODEL_VARIANTS[v].join('')}`).join(', ')}`],
  );

  // 2. The flaw of the published families.
  const file = join(repoRoot, 'tests', 'data', 'shakashaka', 'model-counterexample.txt');
  const lines: string[] = [];
  for (const rec of readShakashakaRecords(readFileSync(file, 'utf8'))) {
    const f = counterexampleFacts(rec.puzzle, rec.solution!);
    const broken = VARIANT_NAMES.map((v) => `${v}: ${Object.entries(f.broken[v]).filter(([, n]) => n).map(([fam, n]) => `${n} of ${fam}`).join(', ') || 'none'}`);
    lines.push(
      `${rec.id}: rules check: ${f.rules.ok ? 'accepted' : f.rules.message}`,
      `   inequalities the filling breaks — ${broken.join('; ')}`,
      `   fillings admitted (all enumerated) — ${VARIANT_NAMES.map((v) => `${v}: ${count(f.admitted[v])}`).join(', ')}; solutions by the rules: ${count(f.valid)}`,
    );
  }
  process.stdout.write(`\n== The published model admits a non-solution (the question the course note leaves open)\n${lines.join('\n')}\n`);

  // 3. Does E matter on the public boards? Solve with A–F by HiGHS and compare with the answer under A–D+F.
  const pub = boards.map(({ rec, solution }) => {
    const full = solveHighs(rec.puzzle, { params: { model: 'A-F' }, budget: { limitMs: 300_000 } });
    const satisfiesE = solution ? checkFilledBoard(shakashakaModel(rec.puzzle, 'A-F'), solution)!.brokenByFamily.E === 0 : null;
    return { id: rec.id, same: !!solution && full.solution?.join('\n') === solution.join('\n'), satisfiesE, full: full.status };
  });
  const differ = pub.filter((p) => !p.same).map((p) => `${p.id} (A-F: ${p.full})`);
  process.stdout.write(
    `\n== Does family E matter? Public boards\n` +
      `A-D+F and A-F give the same answer on ${pub.length - differ.length}/${pub.length} boards${differ.length ? `; not on ${differ.join(', ')}` : ''}; ` +
      `the A-D+F answer breaks no inequality of E on ${pub.filter((p) => p.satisfiesE).length}/${pub.length}.\n`,
  );

  // 4. Random boards and 2×2-block boards: everything each model admits, against E and the rules.
  const say = (title: string, f: FamilyEFacts): string =>
    `${title}: ${f.boards} boards enumerated (${f.skipped} skipped, over 5,000 fillings): A-D+F admit ${count(f.admitted)} fillings, ` +
    `${f.breakE} break an inequality of E, ${f.breakRules} break the rules; A-E admit ${count(f.admittedPublished)}, ${f.publishedInvalid} of them no solution` +
    (f.firstFlawBoard ? ` (first on the ${f.firstFlawBoard.width}×${f.firstFlawBoard.height} board ${f.firstFlawBoard.rows.join('/')})` : '');
  process.stdout.write(
    `\n== Does family E matter? Boards enumerated completely\n` +
      `${say(`random boards (seeds 1–${randomCount})`, familyEFacts(randomBoards(randomCount)))}\n` +
      `${say('every board from 4×4 to 8×6 with one 2×2 black block, at every position', familyEFacts(blockBoards(8, 6)))}\n` +
      `  E is valid (it holds in every true solution), so it matters only if A-D+F admit a filling that breaks it: 0 means it removed nothing.\n`,
  );
}
