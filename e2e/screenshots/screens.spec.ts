import path from 'node:path';
import { apiLogin, expect, STORAGE, test } from '../support/fixtures';
import { waitForStillPage } from '../support/page-checks';
import { chainScreens } from '../support/screens';

const LANGUAGES = ['es', 'en', 'pt'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const OUT = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** The company id a demo user's token carries. */
async function companyIdOf(email: string): Promise<number> {
  const { token } = await apiLogin(email);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    companyId: number;
  };
  return claims.companyId;
}

const PUBLIC_SCREENS = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
];

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`screens in ${language} at ${size.width} px`, async ({ page, login }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        STORAGE.language,
        language,
      ] as const);
      const shoot = async (name: string) => {
        await waitForStillPage(page);
        await page.screenshot({
          path: path.join(OUT, `${name}-${language}-${size.width}.png`),
          fullPage: true,
        });
      };
      for (const screen of PUBLIC_SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator('main')).toBeVisible();
        await shoot(screen.name);
      }
      const developerCompany = await companyIdOf('developer@demo.example');
      await login('owner@demo.example');
      const screens = [
        { name: 'home', path: '/' },
        { name: 'my-company', path: '/my-company' },
        { name: 'company-view', path: `/all-information/${developerCompany}` },
        { name: 'users', path: '/users' },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(screen.name);
      }
      for (const screen of await chainScreens()) {
        await page.goto(screen.path);
        await screen.ready(page);
        await shoot(screen.name);
      }
    });
  }
}
