import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const p = (key: string) => text('es', 'publicProjects', key);

test('a logged-out visitor finds a project on the public list by its country and opens its page', async ({
  page,
}) => {
  // Three pages, each with its axe check, and a map on the last: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/projects-list');
  const solar = page.getByRole('link', { name: 'Solar Fotovoltaica Atacama' });
  const country = page.getByRole('group', { name: p('facets.country') });
  const chile = country.getByRole('checkbox', { name: /^Chile \(\d+\)$/ });
  await expect(chile).toBeVisible();
  await expectAccessible(page);

  // The ticked facet goes into the address, and the list follows it.
  await chile.click();
  await expect(chile).toBeChecked();
  await expect(page).toHaveURL(/[?&]country=\d+/);
  await expect(solar).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parque Eólico Alta Guajira' })).toHaveCount(0);
  await expectAccessible(page);

  await solar.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solar Fotovoltaica Atacama' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: p('project.corrections') })).toBeVisible();
  await expectAccessible(page);
});
