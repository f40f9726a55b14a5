import { describe, expect, it } from 'vitest';
import { isInFrame } from './is-in-frame';

describe('isInFrame', () => {
  it('is false for a top-level window', () => {
    expect(isInFrame(window)).toBe(false);
  });

  it('is true when the window is not its own top', () => {
    const framed = { self: {}, top: {} } as unknown as Window;
    expect(isInFrame(framed)).toBe(true);
  });

  it('is true when a cross-origin parent hides window.top', () => {
    const framed = {
      self: {},
      get top(): Window {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(isInFrame(framed)).toBe(true);
  });
});
