/**
 * What a link to the Shakashaka solver island carries, read once when the
 * page opens: `?shakashaka=` (the board as rows joined by `/`, or a
 * puzz.link URL as it is), `?shakashaka-model=` (the families: A-D+F, A-F or
 * A-E), `?shakashaka-limit=` (seconds) and `?shakashaka-step=` (the step of
 * the deduction, read by the stepper), in which case the board is solved
 * again on load so that step can be shown. A value that cannot be used is
 * never dropped silently: it comes back as a sentence the island shows.
 */
import type { ParseError } from '../../core/result';
import { VARIANT_NAMES, type ModelVariant } from '../../puzzles/shakashaka/families';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { DEFAULT_VARIANT } from '../../puzzles/shakashaka/options';
import { looksLikeUrl } from '../../puzzles/shakashaka/puzzlink';

export const BOARD_KEY = 'shakashaka';
export const MODEL_KEY = 'shakashaka-model';
export const LIMIT_KEY = 'shakashaka-limit';
export const STEP_KEY = 'shakashaka-step';
/** Every key a link to the island may carry: such a link starts the island at once (src/ui/client-linked.mjs). */
export const LINK_KEYS: readonly string[] = [BOARD_KEY, MODEL_KEY, LIMIT_KEY, STEP_KEY];

/** The page's time limit per method: a reader waits for it (every example board takes well under a second). */
export const DEFAULT_LIMIT_SEC = 20;
export const LIMIT_CHOICES: readonly number[] = [5, 20, 60];
export const LIMIT_RANGE = { min: 1, max: 120 };

/** The model variants in the order the page offers them; the first is the genre's default. */
export const MODELS: readonly ModelVariant[] = [DEFAULT_VARIANT, ...VARIANT_NAMES.filter((v) => v !== DEFAULT_VARIANT)];

export interface ShakashakaLink {
  /** The board text from the link (it may not parse; `boardError` then says why). */
  board: string | null;
  boardError: ParseError | null;
  model: ModelVariant | null;
  limitSec: number | null;
  /** True when the link names a step of the deduction. */
  namesStep: boolean;
  /** Sentences about link values that could not be used. */
  problems: string[];
}

/** The board as a link carries it: rows joined by '/', a puzz.link URL as it is. */
export function boardToLink(text: string): string {
  const t = text.trim();
  return looksLikeUrl(t) ? t : t.replace(/\r?\n/g, '/');
}

export function boardFromLink(raw: string): string {
  return looksLikeUrl(raw.trim()) ? raw.trim() : raw.replace(/\//g, '\n');
}

export function readShakashakaLink(params: URLSearchParams): ShakashakaLink {
  const link: ShakashakaLink = { board: null, boardError: null, model: null, limitSec: null, namesStep: false, problems: [] };
  const board = params.get(BOARD_KEY);
  if (board !== null) {
    link.board = boardFromLink(board);
    const parsed = parseShakashaka(link.board);
    if (!parsed.ok) {
      link.boardError = parsed.error;
      link.problems.push('The board in this page’s link could not be read; it is in the box below with what is wrong.');
    }
  }
  const model = params.get(MODEL_KEY);
  if (model !== null) {
    if ((MODELS as readonly string[]).includes(model)) link.model = model as ModelVariant;
    else link.problems.push(`The link asks for the model “${model}”, which is none of ${MODELS.join(', ')}; ${DEFAULT_VARIANT} is used.`);
  }
  const limit = params.get(LIMIT_KEY);
  if (limit !== null) {
    const n = /^\s*\d{1,9}\s*$/.test(limit) ? Number(limit) : NaN;
    if (n >= LIMIT_RANGE.min && n <= LIMIT_RANGE.max) link.limitSec = n;
    else link.problems.push(`The link’s time limit “${limit}” is not a whole number of seconds from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max}; ${DEFAULT_LIMIT_SEC} s is used.`);
  }
  const step = params.get(STEP_KEY);
  const stepOk = step === null || /^\s*\d{1,9}\s*$/.test(step);
  if (!stepOk) link.problems.push(`The link’s step “${step}” is not a step number; the deduction opens at its start.`);
  link.namesStep = step !== null && stepOk;
  return link;
}
