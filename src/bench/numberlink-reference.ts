/**
 * The C reference of the Numberlink benchmark (bench/reference/numberlink.c):
 * the same frontier algorithm, compiled by ./c-reference.ts when a C compiler
 * is on PATH, and run once per board and rule with the edge order the
 * TypeScript run chose, so both build the same diagram and their node counts
 * must agree.
 */
import { spawnSync } from 'node:child_process';
import { compileReference, type Compiled } from './c-reference';
import type { Orientation } from '../puzzles/numberlink/graph';
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzles/numberlink/puzzle';

const SOURCE = 'bench/reference/numberlink.c';

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

let compiled: Compiled | null = null;

/** Compiles the reference once (./c-reference.ts); a sentence saying why not when it cannot. */
export function buildReference(): Compiled {
  compiled ??= compileReference(SOURCE);
  return compiled;
}

export function runReference(p: NumberlinkPuzzle, rule: NumberlinkRule, o: Orientation, maxNodes: number, limitMs: number): ReferenceRun {
  const rows = Array.from({ length: p.height }, (_, r) => p.cells.slice(r * p.width, (r + 1) * p.width).join(' '));
  const header = `${p.width} ${p.height} ${rule} ${o.sweep} ${o.reverse ? 1 : 0} ${o.mirror ? 1 : 0} ${maxNodes} ${limitMs}`;
  const built = buildReference();
  if (!built.ok) throw new Error(built.why);
  const r = spawnSync(built.program, [], { input: `${header}\n${rows.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
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
