/**
 * Numberlink's published boards: the data files a reader pastes from
 * (tests/data/numberlink/, PROVENANCE.md there). Their default answers are
 * timed per board (numberlink-defaults.ts) and listed when missed
 * (default-answers.ts through public-boards.ts).
 */
export const PUBLISHED_FILES = ['janko', 'flowfree', 'generated-40x20', 'noqx'] as const;
