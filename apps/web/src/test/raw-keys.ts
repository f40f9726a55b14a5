/**
 * Text that looks like a translation key (ns:key or a.b.c) rather than words;
 * a part of only digits is a number's group ("B12.345.678"), not a key's.
 */
export function isRawKey(text: string): boolean {
  return /^[a-z][\w-]*(?::[\w.-]+|(?:\.(?=[\w-]*[a-z_])[\w-]+)+)$/i.test(text.trim());
}

const LABEL_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

/** Every visible text and label attribute under the element that looks like a raw key. */
export function findRawKeys(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent && isRawKey(node.textContent)) found.push(node.textContent.trim());
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of LABEL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && isRawKey(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
