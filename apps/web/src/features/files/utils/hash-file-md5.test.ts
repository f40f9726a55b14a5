import { describe, expect, it } from 'vitest';
import { hashFileMd5 } from './hash-file-md5';

const fileOf = (text: string) => new File([text], 'vector.txt', { type: 'text/plain' });

describe('hashFileMd5', () => {
  // RFC 1321, appendix A.5.
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('hashes %j to the RFC 1321 value', async (text, md5) => {
    expect(await hashFileMd5(fileOf(text))).toBe(md5);
  });

  it('gives the same digest when the file is read in many small chunks, and reports each', async () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    const progress: [number, number][] = [];
    const md5 = await hashFileMd5(fileOf(text), (done, total) => progress.push([done, total]), 10);
    expect(md5).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(progress).toEqual([
      [10, 43],
      [20, 43],
      [30, 43],
      [40, 43],
      [43, 43],
    ]);
  });

  it('hashes binary content byte for byte', async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    const file = new File([bytes], 'bytes.bin');
    expect(await hashFileMd5(file, undefined, 100)).toBe('e2c865db4162bed963bfaa9ef6ac18f0');
  });
});
