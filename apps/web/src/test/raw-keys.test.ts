import { describe, expect, it } from 'vitest';
import { findRawKeys, isRawKey } from './raw-keys';

describe('isRawKey', () => {
  it.each(['nav.items.myProjects', 'layout:footer.copied', 'routes:home', 'errors.notFound.title'])(
    'flags %s',
    (text) => expect(isRawKey(text)).toBe(true),
  );

  it.each([
    'Carbon Registry',
    'support@carbon-registry.example',
    'Ana S.A.S.',
    '99+',
    'CO-0010',
    'BNZ X',
    'Loading…',
    'B12.345.678',
  ])('lets %s through', (text) => expect(isRawKey(text)).toBe(false));

  it('finds raw keys in text and in label attributes', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p>Hello</p><span>layout:bell.label</span><button aria-label="header.toggle">x</button>';
    expect(findRawKeys(root)).toEqual(['layout:bell.label', 'aria-label="header.toggle"']);
  });
});
