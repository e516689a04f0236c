/**
 * Compiling the benchmarks' C references (bench/reference/*.c): programs we
 * wrote in C that do exactly the work our TypeScript does, so a benchmark
 * can print how far the TypeScript is from native code measured in the same
 * run on the same machine.
 *
 * A program is built with the system C compiler (`cc -O2`) into
 * .cache/bench/ (ignored by git) and rebuilt when its source is newer.
 * Without a compiler the answer is a sentence saying the comparison was
 * skipped, which the benchmark prints.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot } from '../cli/repo-root';

export type Compiled = { ok: true; program: string; compiler: string } | { ok: false; why: string };

/** Compiles `source` (a path from the repository root, e.g. bench/reference/ida663.c). */
export function compileReference(source: string): Compiled {
  const probe = spawnSync('cc', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { ok: false, why: `no C compiler (cc) on PATH, so the comparison with ${source} is skipped` };
  const compiler = probe.stdout.split('\n')[0].trim() || 'cc';
  const dir = join(repoRoot, '.cache', 'bench');
  const program = join(dir, basename(source, '.c'));
  const path = join(repoRoot, source);
  if (existsSync(program) && statSync(program).mtimeMs >= statSync(path).mtimeMs) return { ok: true, program, compiler };
  mkdirSync(dir, { recursive: true });
  const built = spawnSync('cc', ['-O2', '-o', program, path], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`cc -O2 ${source} failed:\n${built.stderr}`);
  return { ok: true, program, compiler };
}
