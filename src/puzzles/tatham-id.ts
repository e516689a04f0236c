/**
 * The frame of a game ID from Simon Tatham's Portable Puzzle Collection:
 * `<params>:<description>`, as his programs print them with `--generate` and
 * show under "Game ▸ Specific…". The params start with the size, `WxH` (Light
 * Up: columns × rows; Solo: the box's columns × rows); letters and digits
 * after it (`7x7b20s4d2`, `3x3dt`) choose how a board is generated and do not
 * change the board, so they are kept but not needed. Each genre reads its
 * description in its own `tatham.ts`. Errors carry the 0-based offset in the
 * line (UTF-16 units), as the puzz.link frame's do.
 */

export type TathamFrame =
  | {
      ok: true;
      /** The two numbers of `WxH`. */
      first: number;
      second: number;
      /** Their offsets in the line. */
      firstOffset: number;
      secondOffset: number;
      /** What follows the size in the params (`b20s4d2`), perhaps empty. */
      extra: string;
      /** The text after the colon, and its offset in the line. */
      description: string;
      descriptionOffset: number;
    }
  | { ok: false; message: string; offset: number };

const ID = /^(\d+)x(\d+)([A-Za-z0-9#.]*):(.*)$/;

/** True when the line is written as a game ID (`7x7:…`), not a grid row. */
export function looksLikeTathamId(line: string): boolean {
  return /^\s*\d+x\d+[A-Za-z0-9#.]*:/.test(line);
}

/** Reads `text` as a game ID; `genre` names the puzzle in messages. */
export function readTathamId(text: string, genre: string): TathamFrame {
  const lead = text.length - text.trimStart().length;
  const id = text.trim();
  const m = ID.exec(id);
  if (!m) {
    return { ok: false, message: `a ${genre} game ID starts with its size and a colon, as in 7x7:…`, offset: lead };
  }
  const first = Number(m[1]);
  const second = Number(m[2]);
  if (first < 1 || second < 1) {
    const offset = first < 1 ? lead : lead + m[1].length + 1;
    return { ok: false, message: 'the size before the colon should be two positive numbers, as in 7x7', offset };
  }
  const descriptionOffset = lead + m[1].length + 1 + m[2].length + m[3].length + 1;
  return { ok: true, first, second, firstOffset: lead, secondOffset: lead + m[1].length + 1, extra: m[3], description: m[4], descriptionOffset };
}
