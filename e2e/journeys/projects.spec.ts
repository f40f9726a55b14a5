import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const p = (key: string, values: Record<string, string> = {}) =>
  text('es', 'publicProjects', key, values);

test('a logged-out visitor finds a project on the public list by its country and opens its page', async ({
  page,
}) => {
  // Three pages, each with its axe check, and a map on the last: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/projects-list');
  const solar = page.getByRole('link', { name: 'Solar Fotovoltaica Atacama' });
  // Each facet folds behind its button (one Tab stop); nothing chosen, all start folded.
  const filters = page.getByRole('complementary', { name: p('list.filters') });
  const countryButton = filters.getByRole('button', { name: p('facets.country'), exact: true });
  await expect(countryButton).toHaveAttribute('aria-expanded', 'false');
  await countryButton.click();
  await expect(countryButton).toHaveAttribute('aria-expanded', 'true');
  const country = page.getByRole('group', { name: p('facets.country') });
  const chile = country.getByRole('checkbox', { name: /^Chile \(\d+\)$/ });
  await expect(chile).toBeVisible();
  await expectAccessible(page);

  // The ticked facet goes into the address, and the list follows it.
  await chile.click();
  await expect(chile).toBeChecked();
  await expect(page).toHaveURL(/[?&]country=\d+/);
  // The group's button counts the choice, so folding it never hides it.
  await expect(
    filters.getByRole('button', {
      name: p('facets.group_one', { name: p('facets.country'), count: '1' }),
    }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(solar).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parque Eólico Alta Guajira' })).toHaveCount(0);
  await expectAccessible(page);

  await solar.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solar Fotovoltaica Atacama' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: p('project.corrections') })).toBeVisible();
  await expectAccessible(page);

  // "Back to the list" returns to the same filter, the focus on the list's heading.
  await page.getByRole('link', { name: p('project.back') }).click();
  await expect(page).toHaveURL(/\/projects-list\?country=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(chile).toBeChecked();
  await expect(solar).toBeVisible();
});
