import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@registry/contract/common/language';
import { makeClaims, logIn } from '../test/tokens';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { findRawKeys } from '../test/raw-keys';
import { APP_ROUTES } from './route-table';

setupMswServer();

/** A concrete path for every route of the table: each :param becomes 7. */
const PATHS = APP_ROUTES.map((route) =>
  route.path === '*' ? '/no/such/page' : route.path.replace(/:\w+/g, '7'),
);

const SESSIONS = {
  'logged out': () => undefined,
  'an owner company admin': () => logIn(makeClaims('owner', { isAdminCompany: 1 })),
  'a certifier': () => logIn(makeClaims('certifier')),
} as const;

async function expectNoRawKeys(path: string, language: Language) {
  const { missingKeys, unmount } = renderApp({ path, language });
  await screen.findByRole('heading', { level: 1 });
  expect(findRawKeys(document.body), `${language} ${path}`).toEqual([]);
  expect(missingKeys, `${language} ${path}`).toEqual([]);
  unmount();
}

describe('rendered screens show translated text, never a raw key', () => {
  describe.each(Object.entries(SESSIONS))('%s', (_name, startSession) => {
    it.each(PATHS)('en %s', async (path) => {
      startSession();
      await expectNoRawKeys(path, 'en');
    });
  });

  describe.each(['es', 'pt'] as const)('%s', (language) => {
    it.each(['/', '/my-company', '/my-positions', '/no/such/page', '/users'])(
      '%s, as a certifier and logged out',
      async (path) => {
        await expectNoRawKeys(path, language);
        logIn(makeClaims('certifier'));
        await expectNoRawKeys(path, language);
      },
    );
  });
});
