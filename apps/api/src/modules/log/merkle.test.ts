import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendLeaves,
  consistencyProof,
  EMPTY_ROOT,
  hashLeaf,
  inclusionProof,
  peaksOf,
  readerOfLeaves,
  rootOfLeaves,
  treeHash,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from './merkle';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const unhex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));

// Certificate Transparency's reference tree (transparency-dev/merkle proof/verify_test.go).
const LEAVES = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
].map((data) => hashLeaf(unhex(data)));
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
// Leaf numbers are 1-based there, as in the Go test.
const INCLUSION: [number, number, string[]][] = [
  [
    1,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    6,
    8,
    [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [3, 3, ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125']],
  [
    2,
    5,
    [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
];
const CONSISTENCY: [number, number, string[]][] = [
  [1, 1, []],
  [
    1,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    6,
    8,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [
    2,
    5,
    [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
  [
    6,
    7,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
];

const root = (size: number) => unhex(ROOTS[size] ?? '');
const read = readerOfLeaves(LEAVES);

function flipBit(proof: Hash[], at: number): Hash[] {
  return proof.map((hash, i) => {
    if (i !== at) return hash;
    const copy = Uint8Array.from(hash);
    copy[0] = (copy[0] ?? 0) ^ 8;
    return copy;
  });
}

describe('RFC 9162 Merkle tree (CT reference vectors)', () => {
  it('hashes the reference tree to the published roots of every size 0..8', () => {
    expect(hex(EMPTY_ROOT)).toBe(ROOTS[0]);
    for (let size = 0; size <= 8; size++) {
      expect(hex(rootOfLeaves(LEAVES.slice(0, size))), `size ${String(size)}`).toBe(ROOTS[size]);
    }
  });

  it.each(INCLUSION)(
    'builds and verifies the inclusion proof of leaf %i in %i',
    (leaf, size, proof) => {
      const index = leaf - 1;
      expect(inclusionProof(read, index, size).map(hex)).toEqual(proof);
      const hashes = proof.map(unhex);
      const leafHash = LEAVES[index] as Hash;
      expect(verifyInclusion(index, size, leafHash, hashes, root(size))).toBe(true);
      expect(verifyInclusion(index + 1, size, leafHash, hashes, root(size))).toBe(false);
      expect(verifyInclusion(index, size * 2, leafHash, hashes, root(size))).toBe(false);
      expect(verifyInclusion(index, size, hashLeaf(unhex('ff')), hashes, root(size))).toBe(false);
      expect(verifyInclusion(index, size, leafHash, [...hashes, root(size)], root(size))).toBe(
        false,
      );
      expect(verifyInclusion(index, size, leafHash, hashes.slice(0, -1), root(size))).toBe(false);
      for (let i = 0; i < hashes.length; i++) {
        expect(verifyInclusion(index, size, leafHash, flipBit(hashes, i), root(size))).toBe(false);
      }
    },
  );

  it.each(CONSISTENCY)(
    'builds and verifies the consistency proof %i → %i',
    (first, second, proof) => {
      expect(consistencyProof(read, first, second).map(hex)).toEqual(proof);
      const hashes = proof.map(unhex);
      expect(verifyConsistency(first, second, hashes, root(first), root(second))).toBe(true);
      if (hashes.length === 0) return;
      expect(verifyConsistency(first, second, hashes, root(second), root(first))).toBe(false);
      expect(verifyConsistency(first + 1, second, hashes, root(first), root(second))).toBe(false);
      expect(verifyConsistency(first, second, [], root(first), root(second))).toBe(false);
      expect(verifyConsistency(first, second, hashes.slice(0, -1), root(first), root(second))).toBe(
        false,
      );
      for (let i = 0; i < hashes.length; i++) {
        expect(
          verifyConsistency(first, second, flipBit(hashes, i), root(first), root(second)),
        ).toBe(false);
      }
    },
  );

  it('answers the trivial consistency cases as RFC 9162 implementations do', () => {
    expect(verifyConsistency(0, 5, [], EMPTY_ROOT, root(5))).toBe(true);
    expect(verifyConsistency(3, 3, [], root(3), root(3))).toBe(true);
    expect(verifyConsistency(3, 3, [], root(3), root(4))).toBe(false);
    expect(verifyConsistency(3, 3, [root(3)], root(3), root(3))).toBe(false);
    expect(verifyConsistency(4, 3, [], root(4), root(3))).toBe(false);
    expect(verifyInclusion(0, 0, LEAVES[0] as Hash, [], EMPTY_ROOT)).toBe(false);
  });
});

const leavesOf = (n: number) =>
  Array.from({ length: n }, (_, i) => hashLeaf(new TextEncoder().encode(`leaf ${String(i)}`)));
const LEAVES_300 = leavesOf(300);

describe('Merkle properties (fast-check, n ≤ 300)', () => {
  const treeAndIndex = fc
    .integer({ min: 1, max: 300 })
    .chain((size) => fc.tuple(fc.constant(size), fc.integer({ min: 0, max: size - 1 })));

  it('every inclusion proof verifies, and a tampered leaf or proof does not', () => {
    fc.assert(
      fc.property(treeAndIndex, fc.nat(), ([size, index], pick) => {
        const leaves = LEAVES_300.slice(0, size);
        const reader = readerOfLeaves(leaves);
        const treeRoot = rootOfLeaves(leaves);
        const proof = inclusionProof(reader, index, size);
        const leafHash = leaves[index] as Hash;
        expect(verifyInclusion(index, size, leafHash, proof, treeRoot)).toBe(true);
        expect(verifyInclusion(index, size, hashLeaf(Uint8Array.of(7)), proof, treeRoot)).toBe(
          false,
        );
        if (proof.length > 0) {
          const tampered = flipBit(proof, pick % proof.length);
          expect(verifyInclusion(index, size, leafHash, tampered, treeRoot)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every consistency proof verifies, and a tampered proof or old root does not', () => {
    const sizes = fc
      .integer({ min: 1, max: 300 })
      .chain((second) => fc.tuple(fc.integer({ min: 1, max: second }), fc.constant(second)));
    fc.assert(
      fc.property(sizes, fc.nat(), ([first, second], pick) => {
        const reader = readerOfLeaves(LEAVES_300);
        const firstRoot = rootOfLeaves(LEAVES_300.slice(0, first));
        const secondRoot = rootOfLeaves(LEAVES_300.slice(0, second));
        const proof = consistencyProof(reader, first, second);
        expect(verifyConsistency(first, second, proof, firstRoot, secondRoot)).toBe(true);
        if (first === second) return;
        const otherRoot = rootOfLeaves(leavesOf(first).map((h) => hashLeaf(h)));
        expect(verifyConsistency(first, second, proof, otherRoot, secondRoot)).toBe(false);
        const tampered = flipBit(proof, pick % proof.length);
        expect(verifyConsistency(first, second, tampered, firstRoot, secondRoot)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('appending in batches keeps the nodes and root of hashing everything at once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 10 }), (batches) => {
        const stored = new Map<string, Hash>();
        let size = 0;
        let treeRoot = EMPTY_ROOT;
        for (const count of batches) {
          const peaks = peaksOf(size).map(
            (p) => stored.get(`${String(p.level)}:${String(p.index)}`) as Hash,
          );
          const result = appendLeaves(size, peaks, LEAVES_300.slice(size, size + count));
          for (const node of result.nodes)
            stored.set(`${String(node.level)}:${String(node.index)}`, node.hash);
          size = result.size;
          treeRoot = result.root;
        }
        expect(hex(treeRoot)).toBe(hex(rootOfLeaves(LEAVES_300.slice(0, size))));
        const fromStore = (level: number, index: number) =>
          stored.get(`${String(level)}:${String(index)}`) as Hash;
        // The stored nodes alone answer the root and every proof.
        expect(hex(treeHash(fromStore, size))).toBe(hex(treeRoot));
        if (size > 0) {
          const last = inclusionProof(fromStore, size - 1, size);
          expect(verifyInclusion(size - 1, size, fromStore(0, size - 1), last, treeRoot)).toBe(
            true,
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});
