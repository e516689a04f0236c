/**
 * What a link to the Shakashaka solver island carries, read once when the
 * page opens: `?shakashaka=` (the board as rows joined by `/`, or a
 * puzz.link URL as it is), `?shakashaka-model=` (the families: A-D+F, A-F or
 * A-E), `?shakashaka-limit=` (seconds) and `?shakashaka-step=` (the step of
 * the deduction, read by the stepper), in which case the board is solved
 * again on load so that step can be shown. A value that cannot be used is
 * never dropped silently: it comes back as a sentence the island shows
 * (src/ui/solver-link.ts reads what every island's link shares).
 */
import type { ParseError } from '../../core/result';
import { VARIANT_NAMES, type ModelVariant } from '../../puzzles/shakashaka/model/families';
import { parseShakashaka } from '../../puzzles/shakashaka/format';
import { DEFAULT_VARIANT } from '../../puzzles/shakashaka/options';
import { looksLikeUrl } from '../../puzzles/shakashaka/puzzlink';
import { boardFromLinkText, boardToLinkText, readLinkBoard, readLinkStep, readLinkWhole } from '../solver-link';

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
export const boardToLink = (text: string): string => boardToLinkText(text, looksLikeUrl);

export const boardFromLink = (raw: string): string => boardFromLinkText(raw, looksLikeUrl);

export function readShakashakaLink(params: URLSearchParams): ShakashakaLink {
  const link: ShakashakaLink = { board: null, boardError: null, model: null, limitSec: null, namesStep: false, problems: [] };
  Object.assign(link, readLinkBoard(params, BOARD_KEY, looksLikeUrl, parseShakashaka, link.problems));
  const model = params.get(MODEL_KEY);
  if (model !== null) {
    if ((MODELS as readonly string[]).includes(model)) link.model = model as ModelVariant;
    else link.problems.push(`The link asks for the model “${model}”, which is none of ${MODELS.join(', ')}; ${DEFAULT_VARIANT} is used.`);
  }
  link.limitSec = readLinkWhole(params, LIMIT_KEY, LIMIT_RANGE, link.problems,
    (raw) => `The link’s time limit “${raw}” is not a whole number of seconds from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max}; ${DEFAULT_LIMIT_SEC} s is used.`);
  link.namesStep = readLinkStep(params, STEP_KEY, link.problems);
  return link;
}
