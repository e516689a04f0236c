/**
 * The solver's "Browse the solutions" inputs, read from what the reader typed:
 * a solution number r (1 to the count, as the lesson numbers them; the worker
 * takes the rank r − 1) and the seed of a random draw (a whole number, so the
 * lesson's "seed 7" can be typed and its draw seen again). A bad entry gets a
 * sentence saying what is allowed, never a silent clamp.
 */
export type Read = { ok: true; value: number } | { ok: false; problem: string };

const whole = (text: string): bigint | null => (/^\s*\d+\s*$/.test(text) ? BigInt(text.trim()) : null);

/**
 * Each wrong entry gets its own reason first (nothing typed, not a whole number, 0, past the count), then what is
 * allowed: a reader who typed 12 on a board of 9 solutions must hear that the board has only 9.
 */
export function readSolutionNumber(text: string, count: bigint): Read {
  const r = whole(text);
  const top = count < BigInt(Number.MAX_SAFE_INTEGER) ? count : BigInt(Number.MAX_SAFE_INTEGER);
  const allowed = `type a whole number from 1 to ${top.toLocaleString('en-US')}.`;
  const say = (why: string): Read => ({ ok: false, problem: `${why}: ${allowed}` });
  if (text.trim() === '') return say('No solution number yet');
  if (r === null) return say(`“${text.trim().slice(0, 20)}” is not a whole number`);
  if (r < 1n) return say('The solutions are numbered from 1');
  if (r > count) return say(`This board has only ${count.toLocaleString('en-US')} solution${count === 1n ? '' : 's'}`);
  if (r > top) return say('The field takes numbers only this far');
  return { ok: true, value: Number(r - 1n) };
}

/** Seeds up to 2³² − 1: the worker's random generator keeps 32 bits. */
export const SEED_MAX = 2 ** 32 - 1;

export function readSeed(text: string): Read {
  const s = whole(text);
  if (s === null || s > BigInt(SEED_MAX)) return { ok: false, problem: `A seed is a whole number from 0 to ${SEED_MAX.toLocaleString('en-US')}.` };
  return { ok: true, value: Number(s) };
}

/** A press of "A random one" after a draw uses the drawn seed plus this much, so it draws anew (said beside the field). */
export const SEED_STEP = 1;

/** The seed the field shows before any draw: the one the first press of "A random one" uses (no draw has used one yet). */
export const FIRST_SEED = 1;

/** The seed after `seed`, wrapping past SEED_MAX to 0. */
export const nextSeed = (seed: number): number => (seed > SEED_MAX - SEED_STEP ? seed + SEED_STEP - SEED_MAX - 1 : seed + SEED_STEP);

/**
 * The seed a press of "A random one" draws with. The field shows the seed of
 * the last draw (a reader took a field that had already moved on for the seed
 * of the solution on screen), so when the field still holds that seed the
 * press takes the next one and draws anew; a seed the reader typed is used as
 * it is. The field then shows the seed the press used.
 */
export const seedForPress = (field: number, lastDrawn: number | null): number => (field === lastDrawn ? nextSeed(field) : field);

/** The words beside the seed field: which draw its seed belongs to, and what a press and Enter draw with. */
export function seedNote(field: Read, lastDrawn: number | null, shownIsDrawn: boolean): string {
  if (!field.ok || field.value !== lastDrawn) return '“A random one”, or Enter here, draws with this seed.';
  const whose = shownIsDrawn ? 'The solution shown was drawn with this seed' : 'The last random draw used this seed';
  return `${whose}; “A random one” draws with the next, ${nextSeed(field.value)}, and Enter here with the seed typed.`;
}
