/**
 * Mate arrays as a reader sees them: per frontier cell one number,
 * −1 done, −2 free, −3 − L a loose end of the piece holding label L's
 * endpoint, c ≥ 0 a loose end whose piece ends at cell c too. Under
 * fill-notouch also the component of every frontier cell and the pairs of
 * components that must stay apart; under a canonical convention the marks of
 * ./mate-canonical.ts per frontier cell and the open-detour word. Turned from and into the solver's 16-bit
 * words (packed or not, as ./mate-canonical.ts decides per board), so the by-hand walk and the trace show the solver's own states.
 */
import type { GridGraph } from './graph';
import { DONE, FREE, LABEL, type FrontierMachine } from './mate';
import { MATE_BITS, MATE_MASK } from './mate-canonical';
import type { Cell } from './puzzle';

export const VIEW_DONE = -1;
export const VIEW_FREE = -2;
export const viewLabel = (label: number): number => -3 - label;

export interface MateView {
  /** Frontier cells (as [r, c]) in slot order. */
  frontier: Cell[];
  mate: number[];
  /** fill-notouch only: component per frontier cell, and pairs kept apart. */
  comp?: number[];
  apart?: [number, number][];
  /** Canonical conventions only: the marks per frontier cell (bits of ./mate-canonical.ts), and 1 while a detour is open. */
  marks?: number[];
  detour?: number;
}

export function cellPair(g: GridGraph, v: number): Cell {
  const cell = g.cellOf[v];
  return [Math.floor(cell / g.width), cell % g.width];
}

/** The word of one mate value → the reader's number. */
export function viewValue(g: GridGraph, ptrBase: number, word: number): number {
  if (word === DONE) return VIEW_DONE;
  if (word === FREE) return VIEW_FREE;
  if (word < ptrBase) return viewLabel(word - LABEL);
  return g.cellOf[word - ptrBase];
}

/** The reader's number → the word (inverse of viewValue). */
export function wordOf(g: GridGraph, ptrBase: number, value: number): number {
  if (value === VIEW_DONE) return DONE;
  if (value === VIEW_FREE) return FREE;
  if (value < 0) return LABEL + (-3 - value);
  return ptrBase + g.vertexOf[value];
}

/** Decodes a stored state of level `level` (words[off …]). */
export function viewState(m: FrontierMachine, level: number, words: Uint16Array, off: number): MateView {
  const t = m.tables;
  const g = m.graph;
  const verts = t.fVerts.subarray(t.fStart[level], t.fStart[level + 1]);
  const w = verts.length;
  // Packed canonical states carry the marks in the top bits of each mate word.
  const packed = m.canonical?.packed === true;
  const view: MateView = {
    frontier: Array.from(verts, (v) => cellPair(g, v)),
    mate: Array.from({ length: w }, (_, s) => viewValue(g, m.ptrBase, packed ? words[off + s] & MATE_MASK : words[off + s])),
  };
  if (m.notouch) {
    view.comp = Array.from({ length: w }, (_, s) => words[off + w + s]);
    const np = words[off + 2 * w];
    view.apart = Array.from({ length: np }, (_, q) => [words[off + 2 * w + 1 + 2 * q], words[off + 2 * w + 2 + 2 * q]] as [number, number]);
  }
  if (m.canonical && packed) {
    view.marks = Array.from({ length: w }, (_, s) => words[off + s] >>> MATE_BITS);
    view.detour = words[off + w] ?? 0;
  } else if (m.canonical) {
    view.marks = Array.from({ length: w }, (_, s) => words[off + w + s]);
    view.detour = words[off + 2 * w] ?? 0;
  }
  return view;
}

/** Encodes a view back into words (for the by-hand walk, which keeps views). */
export function encodeState(m: FrontierMachine, view: MateView): Uint16Array {
  const g = m.graph;
  const w = view.mate.length;
  const np = view.apart?.length ?? 0;
  const packed = m.canonical?.packed === true;
  const out = new Uint16Array(m.notouch ? 2 * w + 1 + 2 * np : packed ? w + 1 : m.canonical ? 2 * w + 1 : w);
  view.mate.forEach((v, s) => (out[s] = wordOf(g, m.ptrBase, v)));
  if (packed) {
    (view.marks ?? []).forEach((b, s) => (out[s] |= b << MATE_BITS));
    out[w] = view.detour ?? 0;
  } else if (m.canonical) {
    (view.marks ?? []).forEach((b, s) => (out[w + s] = b));
    out[2 * w] = view.detour ?? 0;
  }
  if (m.notouch) {
    (view.comp ?? []).forEach((c, s) => (out[w + s] = c));
    out[2 * w] = np;
    (view.apart ?? []).forEach(([x, y], q) => {
      out[2 * w + 1 + 2 * q] = x;
      out[2 * w + 2 + 2 * q] = y;
    });
  }
  return out;
}
