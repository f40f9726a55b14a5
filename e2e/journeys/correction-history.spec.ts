import { readFile } from 'node:fs/promises';
import { PLATFORM, expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const c = (key: string, values: Record<string, string> = {}) =>
  text('es', 'correctionHistory', key, values);

/** The id of a public project found by a word of its name, as the public list finds it. */
async function publicProjectId(baseURL: string, search: string): Promise<number> {
  const response = await fetch(
    `${baseURL}/api/public/projects?search=${encodeURIComponent(search)}`,
    { headers: { platform: PLATFORM, lng: 'es' } },
  );
  const body = (await response.json()) as { projects: { id: number; name: string }[] };
  const [project] = body.projects;
  if (!project) throw new Error(`no public project matches ${search}`);
  return project.id;
}

test('anyone reads the correction of a submitted project, from its page, and downloads it as CSV', async ({
  page,
  baseURL,
}) => {
  // The demo wind farm was sent back for corrections after its submission,
  // saved through the save action with a reason, and submitted again.
  const projectId = await publicProjectId(baseURL ?? '', 'Alta Guajira');
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole('link', { name: text('es', 'publicProjects', 'project.corrections') })
    .click();
  await expect(page).toHaveURL(`/correction-history/${projectId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'routes', 'correctionHistory') }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: c('fields.estimatedAnnualReductions') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('310.000');
  await expect(row).toContainText('290.000');
  await expect(row).toContainText('Factor de planta corregido');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('es', 'ui', 'table.download') }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(c('fields.estimatedAnnualReductions'));
  expect(csv).toContain('Factor de planta corregido');
});
