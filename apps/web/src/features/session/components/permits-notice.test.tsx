import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import type { Permit } from '@registry/contract/auth/account-type';
import type { GetCompanyResponse } from '@registry/contract/company/get-company';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { clearTokens, readAccessToken } from '../../../lib/session';
import { answerRefresh, newTokens, sessionHandlers } from '../test/session-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

interface CompanyState {
  updateBilling: 0 | 1;
  updateDueDiligence: 0 | 1;
  permits?: Permit[];
}

/** GET /api/company/ answering the flags and permits given; counts the calls. */
function answerCompany({ updateBilling, updateDueDiligence, permits = [] }: CompanyState) {
  const calls = { count: 0 };
  const answer: GetCompanyResponse = {
    status: 1,
    codeMessages: [],
    company: {
      id: 10,
      name: 'Nueva Empresa Demo S.A.S.',
      companyId: 'CR-0000000A',
      typeAccount: 'owner',
      updateBilling,
      updateDueDiligence,
      passwordExpirationDays: 90,
      state: permits.length > 0 ? 'approved' : 'pending',
      stateReason: null,
    },
    userCompany: { isAdmin: 1, isContact: 1, permits },
    passwordExpirationDays: 90,
  };
  server.use(
    http.get(apiUrl('/company/'), () => {
      calls.count += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

const newCompany = () => makeClaims('owner', { permits: [] });

/**
 * The page once it is still, as a user sees it: no loading indicator, nothing
 * being fetched. The notice asks for the company as soon as the layout
 * mounts, so by then any answer it would act on has arrived.
 */
async function waitUntilSettled(queryClient: QueryClient) {
  await waitFor(() => {
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
  });
}

describe('the thanks or warning modal of a company without permits', () => {
  it('thanks a company whose billing and due diligence are complete: a certifier reviews it', async () => {
    answerCompany({ updateBilling: 1, updateDueDiligence: 1 });
    logIn(newCompany());
    const { missingKeys } = renderApp({ path: '/my-company' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Thank you for completing your company’s information',
    });
    expect(dialog).toHaveTextContent('Your company is under review.');
    expect(dialog).toHaveTextContent('grant your permits');
    expect(missingKeys).toEqual([]);
  });

  it.each([
    [0, 0],
    [1, 0],
    [0, 1],
  ] as const)(
    'warns a company with billing %i and due diligence %i to complete them',
    async (updateBilling, updateDueDiligence) => {
      answerCompany({ updateBilling, updateDueDiligence });
      logIn(newCompany());
      renderApp({ path: '/my-company' });
      const dialog = await screen.findByRole('dialog', {
        name: 'Your company still has no permits',
      });
      expect(dialog).toHaveTextContent(
        'Complete the billing information and the due diligence of your company',
      );
    },
  );

  it('shows once per session: not again after closing it and coming back, again after a new login', async () => {
    answerCompany({ updateBilling: 0, updateDueDiligence: 0 });
    logIn(newCompany());
    const first = renderApp({ path: '/my-company' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Understood' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await first.router.navigate('/');
    await first.router.navigate('/my-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const reloaded = renderApp({ path: '/my-company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    reloaded.unmount();

    clearTokens();
    logIn(newCompany());
    renderApp({ path: '/my-company' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is not shown to a user with permits', async () => {
    answerCompany({ updateBilling: 1, updateDueDiligence: 1, permits: ['transfer'] });
    logIn(makeClaims('owner'));
    const { queryClient } = renderApp({ path: '/my-company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
    await waitUntilSettled(queryClient);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the company was granted permits since the login: the session takes them at once', async () => {
    answerCompany({ updateBilling: 1, updateDueDiligence: 1, permits: ['transfer'] });
    const approved = makeToken(makeClaims('owner', { permits: ['transfer'] }));
    const refresh = answerRefresh(() => newTokens(approved, 'refresh-2'));
    server.use(refresh.handler);
    logIn(newCompany());
    const { queryClient } = renderApp({ path: '/my-company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
    await waitFor(() => expect(readAccessToken()).toBe(approved));
    await waitUntilSettled(queryClient);
    expect(refresh.bodies).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again at each step while waiting, and once approved the menus appear without logging out', async () => {
    const calls = answerCompany({ updateBilling: 1, updateDueDiligence: 1 });
    const approved = makeToken(makeClaims('owner', { permits: ['transfer', 'retire'] }));
    const refresh = answerRefresh(() => newTokens(approved, 'refresh-2'));
    server.use(refresh.handler);
    logIn(newCompany());
    const { router, queryClient } = renderApp({ path: '/projects-list' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitUntilSettled(queryClient);
    expect(calls.count).toBe(1);
    expect(screen.queryByRole('button', { name: 'Transactions' })).not.toBeInTheDocument();

    answerCompany({ updateBilling: 1, updateDueDiligence: 1, permits: ['transfer', 'retire'] });
    await router.navigate('/');
    expect(await screen.findByRole('button', { name: 'Transactions' })).toBeVisible();
    expect(readAccessToken()).toBe(approved);
    expect(refresh.bodies).toHaveLength(1);
    expect(calls.count).toBe(1);
  });

  it('is shown on My Company only', async () => {
    answerCompany({ updateBilling: 0, updateDueDiligence: 0 });
    logIn(newCompany());
    const { queryClient } = renderApp({ path: '/projects-list' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitUntilSettled(queryClient);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
