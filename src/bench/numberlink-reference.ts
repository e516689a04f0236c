/**
 * The C reference of the Numberlink benchmark (bench/reference/numberlink.c):
 * the same frontier algorithm, compiled here when gcc is on PATH (into
 * .cache/, rebuilt when the source is newer) and run once per board and rule
 * with the edge order the TypeScript run chose, so both build the same
 * diagram and their node counts must agree.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { repoRoot } from '../cli/repo-root';
import type { Orientation } from '../puzzles/numberlink/graph';
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzles/numberlink/puzzle';

const root = `${repoRoot}/`;
const source = `${root}bench/reference/numberlink.c`;
const binary = `${root}.cache/numberlink-reference`;

export interface ReferenceRun {
  status: 'done' | 'nodes' | 'timeout' | 'out-of-memory';
  nodes: number;
  maxWidth: number;
  /** Exact count (decimal) when done; 'overflow' above 2^128. */
  count: string | null;
  ms: number;
  rssKb: number;
  widths: number[];
}

/** Compiles the reference; a sentence saying why not when it cannot. */
export function buildReference(): { ok: true; compiler: string } | { ok: false; why: string } {
  const gcc = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  if (gcc.status !== 0) return { ok: false, why: 'no C compiler (gcc) on PATH, so the C reference is skipped' };
  const compiler = gcc.stdout.split('\n')[0];
  if (existsSync(binary) && statSync(binary).mtimeMs >= statSync(source).mtimeMs) return { ok: true, compiler };
  mkdirSync(`${root}.cache`, { recursive: true });
  const r = spawnSync('gcc', ['-O2', '-o', binary, source], { encoding: 'utf8' });
  if (r.status !== 0) return { ok: false, why: `gcc could not compile ${source}: ${r.stderr.trim()}` };
  return { ok: true, compiler };
}

export function runReference(p: NumberlinkPuzzle, rule: NumberlinkRule, o: Orientation, maxNodes: number, limitMs: number): ReferenceRun {
  const rows = Array.from({ length: p.height }, (_, r) => p.cells.slice(r * p.width, (r + 1) * p.width).join(' '));
  const header = `${p.width} ${p.height} ${rule} ${o.sweep} ${o.reverse ? 1 : 0} ${o.mirror ? 1 : 0} ${maxNodes} ${limitMs}`;
  const r = spawnSync(binary, [], { input: `${header}\n${rows.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
  const fields = new Map<string, string>();
  for (const line of r.stdout.split('\n')) {
    const space = line.indexOf(' ');
    if (line) fields.set(space < 0 ? line : line.slice(0, space), space < 0 ? '' : line.slice(space + 1));
  }
  const status = (fields.get('status') ?? 'out-of-memory') as ReferenceRun['status'];
  return {
    status,
    nodes: Number(fields.get('nodes') ?? 0),
    maxWidth: Number(fields.get('maxwidth') ?? 0),
    count: fields.get('count') ?? null,
    ms: Number(fields.get('ms') ?? 0),
    rssKb: Number(fields.get('rss_kb') ?? 0),
    widths: (fields.get('widths') ?? '').split(' ').filter(Boolean).map(Number),
  };
}
