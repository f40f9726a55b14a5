/** A small deterministic PRNG (mulberry32): the same seed gives the same run, every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a text (FNV-1a), so each operation's sample does not move when routes are added. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Up to count items of list, picked without repetition, in their original order. */
export function pickSome<T>(list: readonly T[], count: number, random: () => number): T[] {
  if (list.length <= count) return [...list];
  const indexes = list.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j] ?? 0, indexes[i] ?? 0];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => list[i] as T);
}
