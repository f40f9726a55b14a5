import i18next from 'i18next';
import type { Namespace } from '../lib/i18n';

/**
 * A screen's chunk with its texts, fetched together: a screen that rendered
 * before its texts arrived would suspend, and React shows a fallback at least
 * 300 ms (the first screens a visitor opens).
 */
export async function withTexts<T>(namespace: Namespace, chunk: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([chunk, i18next.loadNamespaces(namespace)]);
  return loaded;
}
