import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

const ADMIN = 'owner@demo.example';
const BRAND_GREEN = 'rgb(21, 128, 61)';
/** Bootstrap's default blue and its tints and shades: a screen showing one mixes two looks. */
const BOOTSTRAP_BLUES = [
  '13, 110, 253',
  '10, 88, 202',
  '11, 94, 215',
  '110, 168, 254',
  '158, 197, 254',
  '207, 226, 255',
  '5, 44, 101',
  '3, 22, 51',
];

/** Every element's colours that are Bootstrap's blue, as "tag.class: property". */
function bluesOn(page: Page) {
  return page.evaluate((blues) => {
    const found: string[] = [];
    const properties = [
      'color',
      'background-color',
      'border-top-color',
      'border-bottom-color',
      'outline-color',
      'box-shadow',
    ];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(element);
      for (const property of properties) {
        const value = style.getPropertyValue(property);
        if (blues.some((blue) => value.includes(`(${blue}`)))
          found.push(`${element.tagName.toLowerCase()}.${element.className}: ${property}`);
      }
    }
    return found;
  }, BOOTSTRAP_BLUES);
}

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/** The focused element's ring (outline and halo) and the background it sits on. */
async function focusRing(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    let ground: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (ground) {
      const color = getComputedStyle(ground).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
      ground = ground.parentElement;
    }
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outline: style.outlineColor,
      halo: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '',
      background,
    };
  });
}

async function expectVisibleRing(target: Locator) {
  const ring = await focusRing(target);
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
  // One of the ring's two tones stands out 3:1 against whatever is behind it.
  const best = Math.max(
    contrast(ring.outline, ring.background),
    contrast(ring.halo, ring.background),
  );
  expect(best, JSON.stringify(ring)).toBeGreaterThanOrEqual(3);
}

test('public screens use the brand green and never Bootstrap blue', async ({ page, navigate }) => {
  test.setTimeout(120_000);
  for (const path of ['/', '/login', '/register', '/password-recovery']) {
    await navigate(path);
    expect(await bluesOn(page), path).toEqual([]);
  }
  await navigate('/login');
  await expect(
    page.getByRole('main').getByRole('button', { name: text('es', 'auth', 'login.submit') }),
  ).toHaveCSS('background-color', BRAND_GREEN);
});

test('logged-in screens use the brand green and never Bootstrap blue', async ({
  page,
  login,
  navigate,
}) => {
  test.setTimeout(120_000);
  await login(ADMIN);
  for (const path of ['/my-company', '/users', '/users/new']) {
    await navigate(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bluesOn(page), path).toEqual([]);
  }
});

test('the keyboard focus ring shows on the light page and on the dark header', async ({
  page,
  navigate,
}) => {
  await navigate('/login');
  const email = page.getByRole('main').getByLabel(text('es', 'auth', 'login.email'));
  await email.focus();
  await expect(email).toBeFocused();
  await expectVisibleRing(email);

  // Keyboard from the top of a fresh page: the skip link, then the header's brand link.
  await navigate('/login');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text('es', 'layout', 'skipLink') })).toBeFocused();
  await page.keyboard.press('Tab');
  const brand = page.locator('header .navbar-brand');
  await expect(brand).toBeFocused();
  await expectVisibleRing(brand);
});
