import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

test('inside a frame the app asks the user to inform the team', async ({ page, navigate }) => {
  await navigate('/');
  await expect(page.getByTestId('frame-notice')).toHaveCount(0);
  await page.evaluate(() => {
    document.body.innerHTML =
      '<iframe id="framed" title="framed" src="/projects-list" width="800" height="600"></iframe>';
  });
  const frame = page.frameLocator('#framed');
  await expect(frame.getByTestId('frame-notice')).toBeVisible();
  await expect(
    frame.getByRole('heading', { name: text('es', 'layout', 'frameNotice.title') }),
  ).toBeVisible();
});
