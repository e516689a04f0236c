/**
 * The unique table of one ZDD level under construction: states are short
 * runs of 16-bit words (a mate array, and whatever else a frontier method
 * keeps), stored back to back in one Uint16Array; an open-addressing hash
 * table of indices finds an equal state without building a string or an
 * object per state. Equal states get the same index, which is what merges
 * two partial solutions with the same future into one ZDD node.
 *
 * A slot is one 32-bit word: the state's index + 1 in the bits below the slot
 * count (a power of two at least twice the states, so the index fits), and
 * above them the same bits of the state's hash. The low bits of the hash
 * chose the slot, so those high bits are what tells two states apart there:
 * a probe compares them before it reads a state's words, so a slot holding
 * another state costs one memory access, not three (on a level of a million
 * states these are cache misses, the build's main cost), and half the bytes
 * of a slot holding index and hash side by side, so more of the array stays
 * in the cache. Each state's whole hash is kept by index (`hashes`, written in
 * order, read only when the slots grow), so growing re-places states without
 * hashing them again. The arrays grow by doubling, so a level of n states
 * costs O(n) copying in all.
 */

/**
 * The states a level's table (and the per-state arrays a build keeps beside it) has room for at first; it grows
 * by doubling. Small, because a small board is built many times over (the corner probes, then the answer's
 * build) and its levels hold tens of states: each fresh typed array is allocated outside the heap, zeroed, and
 * later freed by another thread. With room for 1,024, 1,000 small Numberlink boards allocated 470 MB of tables,
 * and that outside memory made V8 collect the whole heap of a 10,000-board run 65 times (4 with this and the
 * builds' other arrays as small).
 */
export const FIRST_STATES = 16;

export class StateTable {
  /** The states, back to back: state s is words[offset[s] … offset[s+1]). */
  words: Uint16Array;
  offset: Int32Array;
  count = 0;
  /** Slot t holds index + 1 of its state (0: empty) in the bits of `mask`, the state's hash in the bits above. */
  private slots: Int32Array;
  /** Each state's hash, by index: where growing the slots puts it. */
  private hashes: Int32Array;
  /** Slot count − 1 (a power of two). */
  private mask: number;
  /**
   * Scratch space where a candidate state is written before `intern`: ensureScratch(n) makes room. Empty at
   * first, since the builds write their states in place (tail, internTail) and intern only the empty root.
   */
  scratch = new Uint16Array(0);

  constructor(initialStates = 1024, wordsPerState = 16) {
    const words = Math.max(16, initialStates * wordsPerState);
    const slotCount = 2 * initialStates > 16 ? nextPow2(2 * initialStates) : 16;
    // The first words, offsets and slots are views of one store, one allocation instead of three (see
    // FIRST_STATES); each is replaced by an array of its own when it grows. The offsets start on a 4-byte boundary.
    const wordBytes = 4 * Math.ceil(words / 2);
    const store = new ArrayBuffer(wordBytes + 4 * (initialStates + 1) + 4 * initialStates + 4 * slotCount);
    this.words = new Uint16Array(store, 0, words);
    this.offset = new Int32Array(store, wordBytes, initialStates + 1);
    this.hashes = new Int32Array(store, wordBytes + 4 * (initialStates + 1), initialStates);
    this.slots = new Int32Array(store, wordBytes + 4 * (2 * initialStates + 1), slotCount);
    this.mask = slotCount - 1;
    this.recount();
  }

  /**
   * Empties the table for a level expected to hold about `expected` states;
   * keeps its memory unless the hash array is far larger than that needs
   * (clearing it would then cost more than the level itself).
   */
  clear(expected = 0): void {
    this.count = 0;
    this.offset[0] = 0;
    const want = nextPow2(Math.max(16, 2 * expected));
    if (this.mask + 1 > 4 * want) {
      this.slots = new Int32Array(want);
      this.mask = want - 1;
      this.recount();
    } else this.slots.fill(0);
  }

  /** Makes sure the scratch area holds at least n words. */
  ensureScratch(n: number): Uint16Array {
    if (this.scratch.length < n) {
      this.scratch = new Uint16Array(nextPow2(n));
      this.recount();
    }
    return this.scratch;
  }

  /** The index of the state in scratch[0 … len), adding it when new. */
  intern(len: number): number {
    const s = this.scratch;
    const h = hashWords(s, 0, len);
    const found = this.probe(s, 0, len, h);
    if (found >= 0) return found;
    const o = this.offset[this.count];
    if (o + len > this.words.length) this.growWords(o + len);
    // A loop, not words.set(s.subarray(…)): a subarray is a new object per state, and on small boards
    // (a few hundred states a diagram, thousands of boards a batch) those views were a sixth of all allocation.
    const stored = this.words;
    for (let k = 0; k < len; k++) stored[o + k] = s[k];
    return this.commit(~found, len, h);
  }

  /**
   * Where a candidate state may be written in place, at most n words from the returned offset into
   * `words` (valid until the next intern), so that a new state needs no copy: see internTail.
   */
  tail(n: number): number {
    const o = this.offset[this.count];
    if (o + n > this.words.length) this.growWords(o + n);
    return o;
  }

  /** The index of the state written at words[tail … tail + len), adding it when new (it then stays where it was written). */
  internTail(len: number): number {
    return this.internTailHashed(len, hashWords(this.words, this.offset[this.count], len));
  }

  /**
   * internTail with the state's hash h worked out by the caller (one that keeps it up to date while it edits
   * the words, as src/puzzles/numberlink/build-cells.ts does): every state of one table must be hashed the same way.
   */
  internTailHashed(len: number, h: number): number {
    const found = this.probe(this.words, this.offset[this.count], len, h);
    return found >= 0 ? found : this.commit(~found, len, h);
  }

  /** The index of the state src[so … so + len) with hash h, or ~slot (negative) for the empty slot where it goes. */
  private probe(src: Uint16Array, so: number, len: number, h: number): number {
    const words = this.words;
    const offset = this.offset;
    const slots = this.slots;
    const mask = this.mask;
    const high = h & ~mask;
    let at = h & mask;
    for (;;) {
      const e = slots[at];
      if (e === 0) return ~at;
      // The hash first: a slot holding another state then costs no read of its offset (a cache miss on a wide level).
      if ((e & ~mask) === high) {
        const idx = (e & mask) - 1;
        const o = offset[idx];
        if (offset[idx + 1] - o === len) {
          let k = 0;
          while (k < len && words[o + k] === src[so + k]) k++;
          if (k === len) return idx;
        }
      }
      at = (at + 1) & mask;
    }
  }

  /** Adds the state whose words are already in place at offset[count] as the next index, in hash slot `at`. */
  private commit(at: number, len: number, h: number): number {
    const idx = this.count;
    if (idx + 2 > this.offset.length) this.growOffsets();
    this.offset[idx + 1] = this.offset[idx] + len;
    this.count++;
    this.slots[at] = (idx + 1) | (h & ~this.mask);
    this.hashes[idx] = h;
    if (this.count * 2 > this.mask + 1) this.rehash();
    return idx;
  }

  /**
   * Bytes this table holds (capacity). Kept up to date as the arrays are replaced: a build asks after every
   * level, and reading four byteLengths each time took about 3 % of the CPU profile of a file of small boards.
   */
  bytes(): number {
    return this.held;
  }

  private held = 0;

  /**
   * Bytes of the entries in use: the states' words, their offsets and hashes, and the two hash slots per
   * state the table keeps at most. Unlike bytes(), it does not depend on what the table held before it was
   * last cleared, so a build that reuses an earlier build's tables reports the same figure as a fresh one.
   */
  usedBytes(): number {
    return 2 * this.offset[this.count] + 4 * (this.count + 1) + 4 * this.count + 8 * this.count;
  }

  private recount(): void {
    this.held = this.words.byteLength + this.offset.byteLength + this.hashes.byteLength + this.slots.byteLength + this.scratch.byteLength;
  }

  private growWords(n: number): void {
    const grown = new Uint16Array(Math.max(n, this.words.length * 2));
    grown.set(this.words.subarray(0, this.offset[this.count]));
    this.words = grown;
    this.recount();
  }

  private growOffsets(): void {
    const grown = new Int32Array(this.offset.length * 2 + 2);
    grown.set(this.offset.subarray(0, this.count + 1));
    this.offset = grown;
    const hashes = new Int32Array(grown.length - 1);
    hashes.set(this.hashes.subarray(0, this.count));
    this.hashes = hashes;
    this.recount();
  }

  private rehash(): void {
    const slotCount = 2 * (this.mask + 1);
    const slots = new Int32Array(slotCount);
    const mask = slotCount - 1;
    const hashes = this.hashes;
    for (let idx = 0; idx < this.count; idx++) {
      const h = hashes[idx];
      let at = h & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = (idx + 1) | (h & ~mask);
    }
    this.slots = slots;
    this.mask = mask;
    this.recount();
  }
}

/** FNV-1a over the words, then a final mix so the low bits spread. */
function hashWords(words: Uint16Array, o: number, len: number): number {
  let h = 0x811c9dc5 ^ len;
  for (let k = 0; k < len; k++) h = Math.imul(h ^ words[o + k], 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

function nextPow2(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
