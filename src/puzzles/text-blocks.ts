/**
 * Splitting an input into puzzles, as every grid format reads it (Akari,
 * Shakashaka, Numberlink): runs of grid lines separated by blank lines, and a
 * puzz.link URL on a line of its own as a puzzle by itself. Lines keep their
 * 1-based numbers so a parser can point at the line that is wrong.
 */

export interface TextLine {
  text: string;
  /** 1-based line number in the whole input. */
  line: number;
}

export interface TextBlock {
  kind: 'grid' | 'url';
  lines: TextLine[];
}

/** Splits the input into blocks: runs of grid lines, and single URL lines (`isUrl` says which a line is). */
export function splitBlocks(text: string, isUrl: (line: string) => boolean): TextBlock[] {
  const out: TextBlock[] = [];
  let current: TextLine[] = [];
  const close = (): void => {
    if (current.length > 0) out.push({ kind: 'grid', lines: current });
    current = [];
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = { text: raw.replace(/^\uFEFF/, ''), line: i + 1 };
    if (line.text.trim() === '') close();
    else if (isUrl(line.text)) {
      close();
      out.push({ kind: 'url', lines: [line] });
    } else current.push(line);
  });
  close();
  return out;
}
