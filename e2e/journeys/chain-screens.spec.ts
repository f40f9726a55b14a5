import { expectAccessible, STORAGE, test } from '../support/fixtures';
import { chainScreens } from '../support/screens';

const WIDTHS = [1366, 390] as const;

for (const language of ['es', 'en', 'pt'] as const) {
  test(`the project and credit screens have no serious accessibility fault in ${language}, wide and narrow`, async ({
    page,
    login,
  }) => {
    // Six screens at two widths, each with its axe check.
    test.setTimeout(240_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE.language,
      language,
    ] as const);
    await login('owner@demo.example');
    const screens = await chainScreens();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectAccessible(page);
      }
    }
  });
}
