/** A set of document numbers 0..size-1, one bit each, 32 to a word. */
export type Bitset = Int32Array;

export const wordCount = (size: number): number => (size + 31) >>> 5;

export function emptyBitset(size: number): Bitset {
  return new Int32Array(wordCount(size));
}

/** Every document 0..size-1. */
export function fullBitset(size: number): Bitset {
  const bits = new Int32Array(wordCount(size)).fill(-1);
  const tail = size & 31;
  if (tail && bits.length) bits[bits.length - 1] = (2 ** tail - 1) | 0;
  return bits;
}

/** Sets the bit of each document in `docs[from..to)`. */
export function addDocs(bits: Bitset, docs: Uint32Array, from = 0, to = docs.length): void {
  for (let i = from; i < to; i++) {
    const doc = docs[i];
    bits[doc >>> 5] |= 1 << (doc & 31);
  }
}

/** Clears the bit of each document in `docs[from..to)`. */
export function removeDocs(bits: Bitset, docs: Uint32Array, from = 0, to = docs.length): void {
  for (let i = from; i < to; i++) {
    const doc = docs[i];
    bits[doc >>> 5] &= ~(1 << (doc & 31));
  }
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] &= other[i];
  return target;
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] |= other[i];
  return target;
}

/** `target` minus `other`. */
export function andNotInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] &= ~other[i];
  return target;
}

/** Complement within documents 0..size-1. */
export function notInto(target: Bitset, size: number): Bitset {
  for (let i = 0; i < target.length; i++) target[i] = ~target[i];
  const tail = size & 31;
  if (tail && target.length) target[target.length - 1] &= (2 ** tail - 1) | 0;
  return target;
}

export function hasDoc(bits: Bitset, doc: number): boolean {
  return (bits[doc >>> 5] & (1 << (doc & 31))) !== 0;
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countDocs(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i]) total += popcount32(bits[i]);
  return total;
}

/** Writes the documents of `bits` in ascending order into `out`; returns how many. (`| 0` keeps V8 on int32 arithmetic.) */
export function listDocs(bits: Bitset, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i] | 0;
    const base = i << 5;
    while (word !== 0) {
      const lowest = word & (-word | 0);
      out[n++] = (base + 31 - Math.clz32(lowest)) | 0;
      word = (word ^ lowest) | 0;
    }
  }
  return n;
}
