/**
 * The Akari benchmark's goals, computed from the measured rows:
 * 1. selective settles every Tatham easy and tricky board without a trial;
 * 2. with ≤ 10% of the sums the literal loop builds, on the boards that loop
 *    finishes;
 * 3. how many Tatham hard boards still need a trial, and why;
 * 4. every puzzle ≤ 1 s with the default method;
 * 5., 6. (from akari-open.ts) open boards ≤ 2 s, limits met within 10 % + 50 ms.
 */
import type { AkariRecord } from '../puzzles/akari/records';
import type { Measured } from './akari-measure';

export interface BenchRow {
  record: AkariRecord;
  force: Measured;
  pairs: Measured | null;
  stars: Measured;
  selective: Measured;
}

const n = (x: number): string => Math.round(x).toLocaleString('en-US');
const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;
const trial = (m: Measured): boolean => m.trials + m.searchNodes > 0;
const ids = (rows: BenchRow[]): string => rows.map((x) => x.record.id).join(', ');

export function printGoals(rows: BenchRow[], more: string[] = []): void {
  const out: string[] = [];
  const level = (l: string) => rows.filter((x) => x.record.difficulty === l);
  const easyTricky = [...level('easy'), ...level('tricky')];
  const missed = easyTricky.filter((x) => !x.selective.settled || trial(x.selective) || !x.stars.settled);
  out.push(
    `1. Tatham easy+tricky settled by selective without a trial: ${easyTricky.length - missed.length}/${easyTricky.length}` +
      ` (by its stars alone: ${easyTricky.filter((x) => x.stars.settled).length})` +
      (missed.length ? ` — missed: ${ids(missed)}` : '') +
      (easyTricky.length ? (missed.length ? ' NOT MET' : ' MET') : ''),
  );

  // Boards the loop settles within its cap, leaving out those forcing alone settles (no sums on either side).
  const finished = rows.filter((x) => x.pairs && x.pairs.settled && !x.pairs.capHit && x.pairs.rounds > 0);
  if (finished.length) {
    const lit = finished.reduce((a, x) => a + x.pairs!.built, 0);
    const litTried = finished.reduce((a, x) => a + x.pairs!.tried, 0);
    const sel = finished.reduce((a, x) => a + x.selective.built, 0);
    const weighed = finished.reduce((a, x) => a + x.selective.tried, 0);
    const worst = finished.reduce((a, x) => Math.max(a, x.selective.built / Math.max(1, x.pairs!.built)), 0);
    const alsoSettled = finished.filter((x) => x.selective.settled).length;
    out.push(
      `2. the ${finished.length} boards the literal loop finishes with pair sums and without hitting its cap: selective built ${n(sel)} sums, the loop ${n(lit)}` +
        ` (${pct(sel, lit)}; worst board ${(100 * worst).toFixed(1)}%); selective weighed ${n(weighed)} pairs without building them,` +
        ` the loop added ${n(litTried)} (${pct(weighed, litTried)}); selective settles ${alsoSettled}/${finished.length} of them as well.` +
        (worst <= 0.1 && alsoSettled === finished.length ? ' MET' : ' NOT MET'),
    );
  } else out.push('2. the literal loop was not run (--skip-pairs) or finished no board: no comparison.');
  const ran = rows.filter((x) => x.pairs);
  if (ran.length) {
    const small = ran.filter((x) => x.record.difficulty && x.record.puzzle.width <= 10);
    const fin = (list: BenchRow[]) => list.filter((x) => x.pairs!.settled && !x.pairs!.capHit).length;
    const byForce = ran.filter((x) => x.force.settled).length;
    const afterCap = (list: BenchRow[]) => list.filter((x) => x.pairs!.settled && x.pairs!.capHit).length;
    out.push(
      `   literal loop: finishes ${fin(ran)}/${ran.length} (${byForce} of them need no pair at all: forcing alone settles them);` +
        ` settles ${afterCap(ran)} more only with the sums that fit under the cap;` +
        ` Tatham boards up to 10x10: finishes ${fin(small)}/${small.length}, ${afterCap(small)} more after the cap.`,
    );
  }

  const hard = level('hard');
  const hardTrial = hard.filter((x) => trial(x.selective));
  const starsTrial = hard.filter((x) => !x.stars.settled);
  const chainSums = rows.reduce((a, x) => a + x.selective.chainSums, 0);
  const longest = rows.reduce((a, x) => Math.max(a, x.selective.chainLongest), 0);
  out.push(
    `3. Tatham hard boards that still need a trial with selective: ${hardTrial.length}/${hard.length}` +
      (hardTrial.length ? ` (${ids(hardTrial)})` : '') +
      `. With its stars alone ${starsTrial.length}/${hard.length} stall (${ids(starsTrial) || 'none'}):` +
      ' their missing steps are chains of forcing ("a lamp here leaves one place there, which …") whose sum forces the cell,' +
      ` but no sum of one base with the inequalities around that cell does. The chain tier found ${n(chainSums)} such sums` +
      ` over all puzzles, the longest adding up ${longest} inequalities. Where the plain sum of a chain does not force (its steps` +
      ' needed an inequality twice or relied on rounding), the cell is left to the labelled trial.',
  );
  const others = rows.filter((x) => !x.record.difficulty);
  const othersTrial = others.filter((x) => trial(x.selective));
  out.push(`   other puzzles needing a trial with selective: ${othersTrial.length}/${others.length}${othersTrial.length ? ` (${ids(othersTrial)})` : ''}`);

  const slowest = rows.reduce((a, x) => (x.selective.ms > a.selective.ms ? x : a), rows[0]);
  const over = rows.filter((x) => x.selective.ms > 1000);
  out.push(
    `4. every puzzle ≤ 1 s with the default method: slowest ${slowest.record.id} ${(slowest.selective.ms / 1000).toFixed(3)} s` +
      (over.length ? ` NOT MET (${over.length} over)` : ' MET'),
  );
  const wrong = rows.filter((x) => [x.force, x.pairs, x.stars, x.selective].some((m) => m?.problem));
  out.push(`   answers: ${rows.length - wrong.length}/${rows.length} puzzles right under every method run (rules check, and the reference where there is one)`);
  out.push(
    "   peer: Tatham's solver is not on this machine (Debian's sgt-puzzles package ships only the GTK game sgt-lightup, no" +
      ' standalone solver), so no ratio is printed.',
  );
  out.push(...more);
  process.stdout.write(`\n== Akari goals\n${out.join('\n')}\n`);
  if (wrong.length) process.exitCode = 1;
}
