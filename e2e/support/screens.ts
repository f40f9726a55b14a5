import { expect, type Page } from '@playwright/test';
import { myProjectId, publicProjectId } from './projects';

/** A screen of the project and credit chain, and what shows it is ready to look at. */
export interface ChainScreen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

/** The page's heading is there and nothing is still loading. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main .spinner-border')).toHaveCount(0);
}

/**
 * The screens of issue 23's chain, as the demo owner sees them: My projects,
 * its draft conversion in the project form, a project's page, the public list
 * on its map, its positions and its movements.
 */
export async function chainScreens(): Promise<ChainScreen[]> {
  const draft = await myProjectId('owner@demo.example', 'Chocó');
  const project = await publicProjectId('Alta Guajira');
  return [
    { name: 'my-projects', path: '/my-projects', ready: loaded },
    {
      name: 'project-edit',
      path: `/project/edit/${draft}`,
      ready: async (page) => {
        await loaded(page);
        await expect(page.locator('main form').first()).toBeVisible();
      },
    },
    { name: 'project-page', path: `/projects/${project}`, ready: loaded },
    {
      name: 'projects-list-map',
      path: '/projects-list?view=map',
      ready: async (page) => {
        await loaded(page);
        await expect(page.locator('.leaflet-container .leaflet-marker-icon').first()).toBeVisible();
      },
    },
    { name: 'my-positions', path: '/my-positions', ready: loaded },
    { name: 'historical-transfer', path: '/historical-transfer', ready: loaded },
  ];
}
