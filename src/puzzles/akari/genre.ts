/**
 * The Akari genre object (ARCHITECTURE.md §3): formats, methods, the rules check and
 * the replay, behind the one interface the CLI, worker and export page use.
 */
import type { Genre } from '../types';
import type { AkariEvent } from './events';
import { parseAkariEach, parseAkariMany, printAkari } from './format';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { encodeLightupUrl } from './puzzlink';
import { buildAkariModelWithin, countModelTerms } from './model';
import { akariModelShape, type AkariModelShape } from './model-shape';
import { encodeLightupId } from './tatham';
import { gradeAkari } from './grade';
import { akariMaker } from './make';
import { akariReplay, type AkariView } from './replay';
import { akariRules, checkAkari } from './rules';
import { forceMethod } from './solve-force';
import { pairsMethod } from './solve-pairs';
import { selectiveMethod } from './solve-selective';

export const akariGenre: Genre<AkariPuzzle, AkariSolution, AkariEvent, AkariView> = {
  name: 'akari',
  title: 'Akari (Light Up)',
  // Generous: every board up to the 100×100 limit is meant to finish well inside it.
  defaultLimitMs: 60_000,
  parseMany: parseAkariMany,
  parseEach: parseAkariEach,
  print: printAkari,
  forms: {
    puzzlink: { summary: 'a puzz.link URL', write: encodeLightupUrl },
    tatham: { summary: "a game ID of Simon Tatham's Light Up (7x7:cBa3…)", write: encodeLightupId },
  },
  methods: {
    selective: selectiveMethod,
    pairs: pairsMethod(),
    force: forceMethod,
  },
  defaultMethod: 'selective',
  grade: gradeAkari,
  make: akariMaker,
  // A large board's model, for the lesson's explorer: built here in the worker, read on the page part by part.
  modelView: (puzzle, _params, onProgress): AkariModelShape => {
    const terms = countModelTerms(puzzle);
    return akariModelShape(buildAkariModelWithin(puzzle, (work) => (onProgress?.(work / Math.max(1, terms)), false))!);
  },
  check: checkAkari,
  ruleCodes: akariRules.map((r) => r.code),
  solutionJson: (solution) => [...solution],
  replay: akariReplay,
};
