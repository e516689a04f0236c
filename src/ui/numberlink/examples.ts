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
  /** The lesson quotes this board's exact count under every rule, counted when the page was built with the build's cap on nodes. */
  countedAtBuild?: boolean;
}
