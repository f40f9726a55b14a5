import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2's non-text contrast: a focus ring against what is around it. */
export const RING_CONTRAST = 3;

interface FocusRing {
  /** The focused element, as a person would point at it. */
  element: string;
  /** The best contrast of the ring's colours (outline, box-shadow) against the background around it; 0 without a ring. */
  contrast: number;
  /** Whether the ring's element is in the viewport and nothing else (the navbar) covers its middle. */
  isUncovered: boolean;
  /** Whether the ring has finished drawing: no transition of its element (Bootstrap's box-shadow 0.15 s) still runs. */
  isDrawn: boolean;
}

/**
 * Reads the focus ring of the focused element in the page: its outline or
 * box-shadow colours against the first opaque background around it. A
 * control drawn invisible (FilePond's input, opacity 0) shows its ring on
 * the nearest ancestor that draws one.
 */
async function readFocusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba[] =>
      [...color.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '')
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const backgroundAround = (element: Element | null): Rgba => {
      for (let node = element; node; node = node.parentElement) {
        const [color] = parse(getComputedStyle(node).backgroundColor);
        if (color && color[3] > 0.5) return color;
      }
      return [255, 255, 255, 1];
    };
    const ringColours = (element: Element): Rgba[] => {
      const style = getComputedStyle(element);
      const colours: Rgba[] = [];
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        colours.push(...parse(style.outlineColor));
      }
      if (style.boxShadow !== 'none') colours.push(...parse(style.boxShadow));
      return colours.filter((colour) => colour[3] > 0.5);
    };
    const active = document.activeElement;
    if (!active || active === document.body) {
      return { element: 'body', contrast: 0, isUncovered: false, isDrawn: true };
    }
    let ringElement: Element = active;
    if (getComputedStyle(active).opacity === '0') {
      for (let node = active.parentElement; node; node = node.parentElement) {
        if (ringColours(node).length > 0) {
          ringElement = node;
          break;
        }
      }
    }
    const background = backgroundAround(ringElement.parentElement);
    const best = Math.max(0, ...ringColours(ringElement).map((c) => contrast(c, background)));
    const box = ringElement.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const isUncovered =
      y >= 0 &&
      y <= window.innerHeight &&
      hit !== null &&
      // A widget's own drawing over its control (ALTCHA's tick) is part of it; the navbar is not.
      (ringElement.contains(hit) ||
        hit.contains(ringElement) ||
        (ringElement.parentElement?.contains(hit) ?? false));
    const name =
      active.getAttribute('aria-label') ??
      (active.textContent ?? '').trim().slice(0, 60) ??
      active.tagName;
    const where = `at y ${Math.round(y)} of ${window.innerHeight}, under ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`;
    return {
      element: `${active.tagName.toLowerCase()} "${name}" (${where})`,
      contrast: Math.round(best * 10) / 10,
      isUncovered,
      isDrawn: ringElement.getAnimations().every((animation) => animation.playState !== 'running'),
    };
  });
}

/**
 * Where the focus is, and that a sighted keyboard user sees it: the element
 * has the focus, its ring reaches 3:1 against its background, and nothing
 * covers it.
 */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // The page may still be scrolling the focused element into view (smoothly), and the ring may
  // still be fading in (a transition): wait for both, as a person sees the ring once it is drawn.
  let ring = await readFocusRing(page);
  await expect
    .poll(async () => {
      ring = await readFocusRing(page);
      return ring.isUncovered && ring.isDrawn;
    })
    .toBe(true)
    .catch(() => {
      throw new Error(
        ring.isUncovered
          ? `the focus ring of ${ring.element} is still being drawn`
          : `${ring.element} is not in view or is covered`,
      );
    });
  expect(ring.contrast, `the focus ring of ${ring.element}`).toBeGreaterThanOrEqual(RING_CONTRAST);
}

/** Presses Tab (Shift+Tab with `backwards`) until the target has the focus; answers how many presses it took. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

/** The page's vertical scroll, to show that arrow keys moved through a menu and not the page. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
