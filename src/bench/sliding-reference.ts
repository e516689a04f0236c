/**
 * The C reference (bench/reference/ida663.c): the same IDA* over the same
 * 6-6-3 tables as the TypeScript, written by us in C so the benchmark can say
 * how far the TypeScript is from native code doing identical work, measured
 * in the same run on the same machine — never against a typed-in figure.
 *
 * It is compiled by ./c-reference.ts; without a compiler the comparison is
 * skipped, and the benchmark says so. It prints its table build time and, per instance, the
 * length, the node count, the CPU and wall time and the moves.
 */
import { spawnSync } from 'node:child_process';
import type { Timing } from './sliding-timing';

export const REFERENCE_SOURCE = 'bench/reference/ida663.c';

export interface ReferenceSolve extends Timing {
  id: number;
  /** −1 when the reference found no solution. */
  length: number;
  nodes: number;
  moves: number[];
}

export interface ReferenceRun {
  build: Timing;
  solves: ReferenceSolve[];
}

/** Runs the reference on an instance file (lines `id optimal t0 … t15`) and reads its report. */
export function runReference(program: string, instanceFile: string): ReferenceRun {
  const run = spawnSync(program, [instanceFile], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.status !== 0) throw new Error(`${program} failed (exit ${run.status}):\n${run.stderr}`);
  let build: Timing | null = null;
  const solves: ReferenceSolve[] = [];
  for (const line of run.stdout.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[0] === 'build') build = { cpuMs: Number(f[1]) * 1000, wallMs: Number(f[2]) * 1000 };
    else if (f[0] === 'solve') {
      solves.push({
        id: Number(f[1]),
        length: Number(f[2]),
        nodes: Number(f[3]),
        cpuMs: Number(f[4]) * 1000,
        wallMs: Number(f[5]) * 1000,
        moves: f[6] ? f[6].split(',').map(Number) : [],
      });
    }
  }
  if (!build) throw new Error(`${program} printed no build line`);
  return { build, solves };
}
