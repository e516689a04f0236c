/**
 * The example boards of the solver island, as text (the files in
 * content/examples/numberlink/ are read when the site is built and passed in;
 * these ids name them in the page and its tests).
 */
export interface NumberlinkExample {
  id: string;
  label: string;
  text: string;
  /** The rule the board was made for. */
  rule: 'fill' | 'fill-notouch' | 'nikoli';
}
