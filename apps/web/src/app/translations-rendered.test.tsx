import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@registry/contract/common/language';
import { makeClaims, logIn } from '../test/tokens';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { findRawKeys } from '../test/raw-keys';
import { correctionHistoryHandlers } from '../features/correction-history/test/correction-history-handlers';
import { createCreditBackend } from '../features/credit-management/test/credit-handlers';
import { createNotificationsBackend } from '../features/notifications/test/notifications-handlers';
import { createLedgerBackend } from '../features/positions/test/positions-handlers';
import { createCommentsBackend } from '../features/project-comments/test/project-comments-handlers';
import { createConversionBackend } from '../features/project-conversion/test/conversion-handlers';
import { completeDraft, createProjectsBackend } from '../features/projects/test/projects-handlers';
import { createPublicLedgerBackend } from '../features/public-ledger/test/public-ledger-handlers';
import { createPublicProjectsBackend } from '../features/public-projects/test/public-projects-handlers';
import { createRegistryReportBackend } from '../features/registry-report/test/registry-report-handlers';
import { createSubAccountsBackend } from '../features/sub-accounts/test/sub-accounts-handlers';
import { createAdminBackend } from '../features/system-accounts/test/admin-handlers';
import { createBillingBackend } from '../features/invoicing/test/billing-handlers';
import { createApiKeysBackend } from '../features/api-access/test/api-keys-handlers';
import { createWebhooksBackend } from '../features/api-access/test/webhooks-handlers';
import { createMarketAccountsBackend } from '../features/markets/test/market-accounts-handlers';
import { createMarketTradingBackend } from '../features/markets/test/market-trading-handlers';
import { createHistoryBackend } from '../features/transfers/test/history-handlers';
import { APP_ROUTES } from './route-table';

const server = setupMswServer();
// Every screen's calls answered, so each screen renders with its data, not only its frame.
beforeEach(() =>
  server.use(
    ...createPublicProjectsBackend().handlers,
    ...createPublicLedgerBackend([]).handlers,
    ...createRegistryReportBackend().handlers,
    ...createCommentsBackend().handlers,
    ...correctionHistoryHandlers,
    ...createCreditBackend().handlers,
    ...createSubAccountsBackend().handlers,
    ...createConversionBackend().handlers,
    ...createProjectsBackend({ details: [completeDraft({ id: 7 })] }).handlers,
    ...createHistoryBackend([]).handlers,
    ...createLedgerBackend([]).handlers,
    ...createNotificationsBackend().handlers,
    ...createAdminBackend().handlers,
    ...createBillingBackend().handlers,
    ...createApiKeysBackend().handlers,
    ...createWebhooksBackend().handlers,
    ...createMarketAccountsBackend().handlers,
    ...createMarketTradingBackend().handlers,
  ),
);

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
