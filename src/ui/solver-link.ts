/**
 * Links to a solver island, for every genre: reading what a link asks for
 * (a method among the page's, a whole number in a range) so that a value
 * that cannot be used is never dropped silently but comes back as a sentence
 * the island shows; and keeping the board in the URL, where a board the
 * reader changes to drops the steps the link named (they belonged to the
 * old board). Every island's link has the same keys (`LINK_KEY`: `?board=`,
 * `?method=`, `?limit=`, `?step=`, a play position `?play=`, and a method's options by their names, as
 * the command line's flags are: src/ui/method-link.ts); a link made with an
 * island's older keys (`?akari=…&akari-step=4`) is read through
 * `upgradeOldKeys`. Each island's own link file (src/ui/<genre>/solver-link.ts)
 * says which keys it has and what they mean.
 *
 * The steppers read and write their own step keys (src/ui/stepper-url.ts).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ParseError } from '../core/result';
import { stepNumberOf, writeUrlParam } from './url-state';

/**
 * The keys of every solver island's link (a lesson page has one solver island).
 * `play` is a play island's position (the board and the reader's placements:
 * its genre's play-link file says how it is written).
 */
export const LINK_KEY = { board: 'board', method: 'method', limit: 'limit', step: 'step', play: 'play' } as const;

/**
 * The link as the keys now name its values: each old key (the map's keys)
 * becomes its key now, unless the link also carries that one (it wins). Old
 * keys are what links made before the one scheme carry; they must still open.
 */
export function upgradeOldKeys(params: URLSearchParams, oldKeys: Readonly<Record<string, string>>): URLSearchParams {
  const upgraded = new URLSearchParams(params);
  for (const [old, now] of Object.entries(oldKeys)) {
    const value = upgraded.get(old);
    if (value === null) continue;
    upgraded.delete(old);
    if (upgraded.get(now) === null) upgraded.set(now, value);
  }
  return upgraded;
}

/**
 * The page's link with old keys upgraded, and the page's address rewritten
 * to match, so the steppers (which read `?step=` themselves) and a link the
 * reader copies use the keys now. Call it in the browser, once, on load.
 */
export function readPageLink(oldKeys: Readonly<Record<string, string>>): URLSearchParams {
  const url = new URL(window.location.href);
  const upgraded = upgradeOldKeys(url.searchParams, oldKeys);
  if (upgraded.toString() !== url.searchParams.toString()) {
    url.search = upgraded.toString();
    window.history.replaceState(window.history.state, '', url.href);
  }
  return upgraded;
}

import { listWords } from '../core/list-words';

export { listWords };

/**
 * The method a link names, when it is one of `methods`; otherwise null, and
 * when the link named another one, a sentence in `problems`.
 */
export function readLinkMethod<M extends string>(params: URLSearchParams, key: string, methods: readonly M[], problems: string[]): M | null {
  const raw = params.get(key);
  if (raw === null) return null;
  if ((methods as readonly string[]).includes(raw)) return raw as M;
  problems.push(`The link asks for the method “${raw}”, which this page does not have (it has ${listWords(methods)}); the default is used.`);
  return null;
}

/**
 * A whole number from a link, when it lies in [min, max]; otherwise null,
 * and when the link had an unusable value, `problem(raw)` in `problems`.
 */
export function readLinkWhole(
  params: URLSearchParams,
  key: string,
  range: { min: number; max: number },
  problems: string[],
  problem: (raw: string) => string,
): number | null {
  const raw = params.get(key);
  if (raw === null) return null;
  const n = /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
  if (Number.isInteger(n) && n >= range.min && n <= range.max) return n;
  problems.push(problem(raw));
  return null;
}

/** The board as a link carries it: rows joined by '/', a puzz.link URL (`isUrl` says which) as it is. */
export function boardToLinkText(text: string, isUrl: (line: string) => boolean): string {
  const t = text.trim();
  return isUrl(t) ? t : t.replace(/\r?\n/g, '/');
}

/** The board text a link's value stands for (the inverse of boardToLinkText). */
export function boardFromLinkText(raw: string, isUrl: (line: string) => boolean): string {
  return isUrl(raw.trim()) ? raw.trim() : raw.replace(/\//g, '\n');
}

/**
 * The board a link carries under `key`, as text for the board box (null when
 * there is none), and why it does not parse, with a sentence in `problems`.
 */
export function readLinkBoard(
  params: URLSearchParams,
  key: string,
  isUrl: (line: string) => boolean,
  parse: (text: string) => { ok: true } | { ok: false; error: ParseError },
  problems: string[],
): { board: string | null; boardError: ParseError | null } {
  const raw = params.get(key);
  if (raw === null) return { board: null, boardError: null };
  const board = boardFromLinkText(raw, isUrl);
  const parsed = parse(board);
  if (parsed.ok) return { board, boardError: null };
  problems.push('The board in this page’s link could not be read; it is in the box below with what is wrong.');
  return { board, boardError: parsed.error };
}

/**
 * True when the link names a step number under `key` (so the island solves
 * on load to show it); any other value is left unused and said in
 * `problems`, in the one sentence every island gives (stepSentence).
 */
export function readLinkStep(params: URLSearchParams, key: string, problems: string[]): boolean {
  const step = params.get(key);
  if (step === null) return false;
  if (stepNumberOf(step) !== null) return true;
  problems.push(stepSentence(step));
  return false;
}

/** Why a link's step is not used: a value that is not a whole number from 0 ("-1", "NaN", "1e9"). */
export function stepSentence(raw: string): string {
  return `The link’s step “${raw}” is not a step number (a whole number from 0), so the link opens no step: the steps start at the first.`;
}

/**
 * The longest board text kept in the URL, in characters. A longer one (a
 * 625×625 Sudoku is a megabyte) is left out: such a link is too long to
 * share, and writing it made every change of the URL take a tenth of a second.
 */
export const MAX_LINK_BOARD_CHARS = 100_000;

/**
 * Keeps the board on the page in the URL under `param` (left out while it
 * is the island's first board, or longer than MAX_LINK_BOARD_CHARS), and once the link's own board has been
 * shown, drops `stepKeys` whenever the board changes: a step of another
 * board means nothing. `board` is null while the text does not read as one.
 */
export function useBoardInUrl(started: boolean, param: string, board: string | null, firstBoard: string, stepKeys: readonly string[]): void {
  const settled = useRef(false);
  useEffect(() => {
    if (!started) return;
    if (board !== null) writeUrlParam(param, board === firstBoard || board.length > MAX_LINK_BOARD_CHARS ? null : board);
    if (settled.current) for (const k of stepKeys) writeUrlParam(k, null);
    settled.current = true;
  }, [board, started]);
}

/**
 * Runs `solve` once, as soon as `ready` (the board from the link is on the
 * page and the island has started), when `wanted` says the link asked for it.
 * `wanted` is read once, after the first render (a ref set by the link reader).
 */
export function useSolveOnLoad(wanted: { current: boolean }, ready: boolean, solve: () => void, deps: unknown[]): void {
  useEffect(() => {
    if (!wanted.current || !ready) return;
    wanted.current = false;
    solve();
  }, deps);
}
