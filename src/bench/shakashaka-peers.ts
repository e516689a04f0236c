/**
 * The peers of the Shakashaka benchmark: CBC (COIN-OR branch and cut, Debian
 * package coinor-cbc) and, on request, GLPK's glpsol, each run as a process on
 * the very LP file the `highs` method solves (src/puzzles/shakashaka/model/lp.ts). Their time is measured
 * in the same run as ours, from process start to exit (reading the LP file
 * included, as our time includes building it); their answer is read back by
 * variable name so the rules check can judge it too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PeerRun {
  status: 'solved' | 'unsolvable' | 'timeout' | 'failed';
  /** Wall-clock ms of the whole process. */
  ms: number;
  /** Value 1 variables, by LP name (when solved). */
  ones: Set<string>;
  /** What went wrong, or the solver's last status line. */
  note: string;
}

/** The path of a program on PATH, or null. */
export function findProgram(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function inTemp<T>(lp: string, body: (dir: string, lpFile: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'shakashaka-peer-'));
  try {
    const lpFile = join(dir, 'model.lp');
    writeFileSync(lpFile, lp);
    return body(dir, lpFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * CBC on the LP text, at most `limitS` seconds of wall-clock time of its own
 * (`-timeMode elapsed -sec`; CBC counts CPU time by default, which on a busy
 * machine runs slower than the clock), killed after a margin if it overruns.
 */
export function runCbc(lp: string, limitS: number): PeerRun {
  return inTemp(lp, (dir, lpFile) => {
    const solFile = join(dir, 'model.sol');
    const started = Date.now();
    const args = [lpFile, '-timeMode', 'elapsed', '-sec', String(limitS), '-solve', '-solu', solFile];
    const r = spawnSync('cbc', args, { encoding: 'utf8', timeout: (2 * limitS + 30) * 1000, maxBuffer: 64 << 20 });
    const ms = Date.now() - started;
    const log = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    if (r.signal) return { status: 'timeout', ms, ones: new Set(), note: `killed (${r.signal}) after overrunning its limit` };
    if (r.error) return { status: 'failed', ms, ones: new Set(), note: r.error.message };
    const result = /Result - (.*)/.exec(log)?.[1]?.trim() ?? 'no result line';
    if (/infeasible/i.test(result)) return { status: 'unsolvable', ms, ones: new Set(), note: result };
    if (!/Optimal solution found/i.test(result) || !existsSync(solFile)) {
      return { status: /time|stopped/i.test(result) ? 'timeout' : 'failed', ms, ones: new Set(), note: result };
    }
    // Solution file: a status line, then "index name value reduced-cost" for the non-zero columns.
    const ones = new Set<string>();
    for (const line of readFileSync(solFile, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length >= 3 && Number(f[2]) > 0.5) ones.add(f[1]);
    }
    return { status: 'solved', ms, ones, note: result };
  });
}

/** GLPK's glpsol on the LP text (`--cpxlp`), at most `limitS` seconds (`--tmlim`). */
export function runGlpsol(lp: string, limitS: number): PeerRun {
  return inTemp(lp, (dir, lpFile) => {
    const out = join(dir, 'model.out');
    const started = Date.now();
    const r = spawnSync('glpsol', ['--cpxlp', lpFile, '--tmlim', String(limitS), '-w', out], { encoding: 'utf8', timeout: (2 * limitS + 30) * 1000, maxBuffer: 64 << 20 });
    const ms = Date.now() - started;
    const log = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    if (r.signal) return { status: 'timeout', ms, ones: new Set(), note: `killed (${r.signal}) after overrunning its limit` };
    if (r.error) return { status: 'failed', ms, ones: new Set(), note: r.error.message };
    if (/PROBLEM HAS NO (PRIMAL )?(INTEGER )?FEASIBLE SOLUTION/i.test(log)) return { status: 'unsolvable', ms, ones: new Set(), note: 'no feasible solution' };
    if (/TIME LIMIT EXCEEDED/i.test(log)) return { status: 'timeout', ms, ones: new Set(), note: 'time limit' };
    if (!/INTEGER OPTIMAL SOLUTION FOUND/i.test(log) || !existsSync(out)) return { status: 'failed', ms, ones: new Set(), note: log.split('\n').filter(Boolean).at(-1) ?? '' };
    // Plain solution file: "s mip rows cols ...", then "j col value" lines; names come from the LP's order.
    const names = columnOrder(lp);
    const ones = new Set<string>();
    for (const line of readFileSync(out, 'utf8').split('\n')) {
      const f = line.trim().split(/\s+/);
      if (f[0] === 'j' && Number(f[2]) > 0.5) ones.add(names[Number(f[1]) - 1]);
    }
    return { status: 'solved', ms, ones, note: 'integer optimal' };
  });
}

/** Columns in the order an LP reader meets them (first appearance), as glpsol numbers them. */
function columnOrder(lp: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const line of lp.split('\n')) {
    if (line.startsWith('\\') || /^(Minimize|Subject To|Binary|End)/.test(line)) continue;
    for (const m of line.matchAll(/\bx_\d+_\d+_\w+/g)) {
      if (!seen.has(m[0])) {
        seen.add(m[0]);
        order.push(m[0]);
      }
    }
  }
  return order;
}
