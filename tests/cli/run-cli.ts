/**
 * Runs the real `puzzle` command in a child process (the ahead-of-time bundle,
 * exactly what `npm run puzzle` does, minus npm's banner) and returns its
 * streams and exit code (with the Node flags of package.json's script), with stdout split into parsed JSON Lines. The
 * bundles are built once before the tests (tests/global-setup.ts).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { PUZZLE_NODE_FLAGS } from '../../src/cli/node-flags';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every stdout line parsed as JSON (throws if a line is not JSON). */
  records: Record<string, any>[];
}

/** Runs `npm run <program>` minus npm: the bundled `puzzle` or `bench`. */
export function runProgram(program: 'puzzle' | 'bench', args: string[], input?: string): CliRun {
  const r = spawnSync(process.execPath, [...(program === 'puzzle' ? PUZZLE_NODE_FLAGS : []), 'scripts/bundle.mjs', program, ...args], {
    cwd: repoRoot,
    input: input ?? '',
    encoding: 'utf8',
    // Progress goes to a TTY only; pin CI-like conditions for the child.
    env: { ...process.env, FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  const lines = r.stdout.split('\n').filter((l) => l !== '');
  return {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    get records() {
      return lines.map((l) => JSON.parse(l));
    },
  };
}

export function puzzle(args: string[], input?: string): CliRun {
  return runProgram('puzzle', args, input);
}
