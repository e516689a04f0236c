/**
 * Reads a Sudoku board's text off the page's thread: the parse, and the
 * board printed back (the key a run belongs to). A 625×625 board, the largest
 * the parser takes, is about a megabyte of text; reading it and printing it
 * back take some 150 + 70 ms of CPU, too long for one task of the page
 * (./use-read-board.ts sends only long texts here).
 */
import * as Comlink from 'comlink';
import { readSudokuBoard } from './read-board';

const api = { read: readSudokuBoard };

export type ReadBoardApi = typeof api;

Comlink.expose(api);
