import { createHash } from 'node:crypto';

/**
 * RFC 9162 section 2.1 Merkle trees, written from the RFC (decision 025): leaf
 * and node hashes, the tree hash, inclusion and consistency proofs and their
 * verifiers. Pure: proofs read hashes through `NodeReader`, so the sequencer's
 * stored nodes and an in-memory list of leaves serve alike.
 */

export type Hash = Uint8Array;

/** The hash of the complete subtree at `level` (0 = leaves) and `index` within that level. */
export type NodeReader = (level: number, index: number) => Hash;

export interface StoredNode {
  level: number;
  index: number;
  hash: Hash;
}

const HASH_BYTES = 32;

function sha256(...parts: Uint8Array[]): Hash {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

/** SHA-256(0x00 || data). */
export function hashLeaf(data: Uint8Array): Hash {
  return sha256(Uint8Array.of(0), data);
}

/** SHA-256(0x01 || left || right). */
export function hashChildren(left: Hash, right: Hash): Hash {
  return sha256(Uint8Array.of(1), left, right);
}

/** MTH({}) = SHA-256() */
export const EMPTY_ROOT: Hash = sha256();

export function equalHashes(a: Hash, b: Hash): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** The largest power of two smaller than n (n > 1). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}

function log2(powerOfTwo: number): number {
  return Math.round(Math.log2(powerOfTwo));
}

/**
 * MTH(D[start:end]) read from complete subtrees: a range aligned on its own
 * power-of-two size is one stored node; any other range splits as MTH does.
 */
export function rangeHash(read: NodeReader, start: number, end: number): Hash {
  const size = end - start;
  if (size <= 0) return EMPTY_ROOT;
  if (isPowerOfTwo(size) && start % size === 0) return read(log2(size), start / size);
  const k = splitPoint(size);
  return hashChildren(rangeHash(read, start, start + k), rangeHash(read, start + k, end));
}

/** A reader over a list of leaf hashes (tests, the verifier): recomputes inner nodes. */
export function readerOfLeaves(leafHashes: readonly Hash[]): NodeReader {
  const read: NodeReader = (level, index) => {
    if (level === 0) {
      const leaf = leafHashes[index];
      if (!leaf) throw new RangeError(`no leaf ${String(index)}`);
      return leaf;
    }
    return hashChildren(read(level - 1, index * 2), read(level - 1, index * 2 + 1));
  };
  return read;
}

/** MTH of the first `size` leaves. */
export function treeHash(read: NodeReader, size: number): Hash {
  return rangeHash(read, 0, size);
}

/** The root of a list of leaf hashes. */
export function rootOfLeaves(leafHashes: readonly Hash[]): Hash {
  return treeHash(readerOfLeaves(leafHashes), leafHashes.length);
}

/** PATH(m, D[start:end]) of RFC 9162 2.1.3.1, for the leaf `start + m`. */
function path(read: NodeReader, m: number, start: number, end: number): Hash[] {
  const n = end - start;
  if (n <= 1) return [];
  const k = splitPoint(n);
  if (m < k) return [...path(read, m, start, start + k), rangeHash(read, start + k, end)];
  return [...path(read, m - k, start + k, end), rangeHash(read, start, start + k)];
}

/** The inclusion proof of leaf `index` in the tree of `size` leaves. */
export function inclusionProof(read: NodeReader, index: number, size: number): Hash[] {
  if (!(index >= 0 && index < size)) throw new RangeError('index must be below size');
  return path(read, index, 0, size);
}

/** SUBPROOF(m, D[start:end], b) of RFC 9162 2.1.4.1. */
function subproof(
  read: NodeReader,
  m: number,
  start: number,
  end: number,
  isWholeOldTree: boolean,
): Hash[] {
  const n = end - start;
  if (m === n) return isWholeOldTree ? [] : [rangeHash(read, start, end)];
  const k = splitPoint(n);
  if (m <= k) {
    return [
      ...subproof(read, m, start, start + k, isWholeOldTree),
      rangeHash(read, start + k, end),
    ];
  }
  return [...subproof(read, m - k, start + k, end, false), rangeHash(read, start, start + k)];
}

/** PROOF(first, D[second]): empty when first is 0 or equal to second. */
export function consistencyProof(read: NodeReader, first: number, second: number): Hash[] {
  if (!(first >= 0 && first <= second)) throw new RangeError('first must not exceed second');
  if (first === 0 || first === second) return [];
  return subproof(read, first, 0, second, true);
}

/**
 * The (level, index) of every stored node a proof reads, so a caller can load
 * them in one query before computing it.
 */
export function nodesRead(compute: (read: NodeReader) => unknown): StoredNode[] {
  const seen = new Map<string, StoredNode>();
  compute((level, index) => {
    seen.set(`${String(level)}:${String(index)}`, { level, index, hash: EMPTY_ROOT });
    return EMPTY_ROOT;
  });
  return [...seen.values()];
}

/** RFC 9162 2.1.3.2. */
export function verifyInclusion(
  index: number,
  size: number,
  leafHash: Hash,
  proof: readonly Hash[],
  root: Hash,
): boolean {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size)) || index < 0) return false;
  if (index >= size) return false;
  if (leafHash.length !== HASH_BYTES || proof.some((p) => p.length !== HASH_BYTES)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = hashChildren(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = hashChildren(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalHashes(r, root);
}

/** RFC 9162 2.1.4.2, with the trivial cases (first 0 or equal to second) answered first. */
export function verifyConsistency(
  first: number,
  second: number,
  proof: readonly Hash[],
  firstRoot: Hash,
  secondRoot: Hash,
): boolean {
  if (!(Number.isSafeInteger(first) && Number.isSafeInteger(second))) return false;
  if (first < 0 || first > second) return false;
  if (first === second) return proof.length === 0 && equalHashes(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0;
  if (proof.length === 0 || proof.some((p) => p.length !== HASH_BYTES)) return false;
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : [...proof];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0] as Hash;
  let sr = fr;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = hashChildren(c, fr);
      sr = hashChildren(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = hashChildren(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return equalHashes(fr, firstRoot) && equalHashes(sr, secondRoot) && sn === 0;
}

/**
 * The peaks of a tree of `size` leaves: one complete subtree per set bit,
 * largest first. Their hashes are all an append needs.
 */
export function peaksOf(size: number): { level: number; index: number }[] {
  const peaks: { level: number; index: number }[] = [];
  let start = 0;
  for (let level = 52; level >= 0; level--) {
    const width = 2 ** level;
    if (size - start >= width) {
      peaks.push({ level, index: start / width });
      start += width;
    }
  }
  return peaks;
}

/**
 * Appends leaves to a tree given its peaks' hashes (as `peaksOf(size)` lists
 * them): returns every complete subtree the new leaves make and the new root.
 */
export function appendLeaves(
  size: number,
  peakHashes: readonly Hash[],
  leafHashes: readonly Hash[],
): { nodes: StoredNode[]; root: Hash; size: number } {
  const stack: StoredNode[] = peaksOf(size).map((peak, i) => {
    const hash = peakHashes[i];
    if (!hash) throw new RangeError('a peak hash is missing');
    return { ...peak, hash };
  });
  const nodes: StoredNode[] = [];
  let count = size;
  for (const leafHash of leafHashes) {
    let node: StoredNode = { level: 0, index: count, hash: leafHash };
    nodes.push(node);
    count += 1;
    let top = stack.at(-1);
    while (top && top.level === node.level) {
      stack.pop();
      node = {
        level: node.level + 1,
        index: (node.index - 1) / 2,
        hash: hashChildren(top.hash, node.hash),
      };
      nodes.push(node);
      top = stack.at(-1);
    }
    stack.push(node);
  }
  let root = stack.at(-1)?.hash ?? EMPTY_ROOT;
  for (let i = stack.length - 2; i >= 0; i--)
    root = hashChildren((stack[i] as StoredNode).hash, root);
  return { nodes, root, size: count };
}
