/** A list in words, as every page and message writes one. */

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
