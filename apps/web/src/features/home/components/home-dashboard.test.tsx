import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountType } from '@registry/contract/auth/account-type';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createLinksBackend } from '../../company-links/test/company-links-handlers';
import { answerLatestNotifications } from '../../layout/test/notifications-handlers';
import { createMyCompanyBackend, emptyCompany } from '../../my-company/test/my-company-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

interface OpenOptions {
  typeAccount?: AccountType;
  company?: Parameters<typeof emptyCompany>[0];
  links?: Parameters<typeof createLinksBackend>[0];
  latest?: ReturnType<typeof answerLatestNotifications>;
}

function openHome({
  typeAccount = 'owner',
  company = {},
  links = {},
  latest = answerLatestNotifications(),
}: OpenOptions = {}) {
  server.use(
    ...createMyCompanyBackend({ company: emptyCompany(company) }).handlers,
    ...createLinksBackend(links).handlers,
    latest.handler,
  );
  logIn(makeClaims(typeAccount));
  return renderApp({ path: '/' });
}

const card = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 5_000 }));

describe('/ for a logged-in user', () => {
  it('shows the company dashboard instead of the brochure', async () => {
    openHome();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Hello, Ana owner' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'What the registry does' }),
    ).not.toBeInTheDocument();
  });

  it('tells which of billing and due diligence are still to complete, with links to finish them', async () => {
    openHome({ company: { updateBilling: 0, updateDueDiligence: 1 } });
    const completeness = await card('Company data');
    const billing = (await completeness.findByText('Billing information')).closest('li')!;
    expect(within(billing).getByText('To complete')).toBeInTheDocument();
    expect(
      within(billing).getByRole('link', { name: 'Complete Billing information' }),
    ).toHaveAttribute('href', '/my-company?tab=billing');
    const dueDiligence = completeness.getByText('Due diligence').closest('li')!;
    expect(within(dueDiligence).getByText('Completed')).toBeInTheDocument();
    expect(within(dueDiligence).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the connection requests waiting for an answer, and says so when there are none', async () => {
    openHome();
    const requests = await card('Pending connection requests');
    // Received: one pending, one accepted (already answered).
    expect(await requests.findByText('Caribe Solicitante Ltda.')).toBeInTheDocument();
    expect(requests.queryByText('Orinoco Conectada S.A.S.')).not.toBeInTheDocument();
    expect(requests.getByRole('link', { name: 'Go to connectivity' })).toHaveAttribute(
      'href',
      '/my-company?tab=connectivity',
    );
  });

  it('says when no connection request is waiting', async () => {
    openHome({ links: { received: [] } });
    const requests = await card('Pending connection requests');
    expect(
      await requests.findByText('No connection request is waiting for your answer.'),
    ).toBeInTheDocument();
  });

  it('shows the latest notifications, with see-all only for who may open the transfer history', async () => {
    openHome();
    const notifications = await card('Latest notifications');
    expect(await notifications.findAllByTestId('home-notifications-item')).toHaveLength(2);
    expect(notifications.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/historical-transfer',
    );
  });

  it('leads a certifier to the notifications page and shows the empty state', async () => {
    openHome({ typeAccount: 'certifier', latest: answerLatestNotifications([]) });
    const notifications = await card('Latest notifications');
    expect(await notifications.findByText('You have no notifications.')).toBeInTheDocument();
    expect(notifications.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows an error in each card whose data cannot be loaded', async () => {
    openHome({ latest: answerLatestNotifications('refused') });
    server.use(
      http.post(apiUrl('/company/getCompanyMyCompany'), () =>
        HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
      ),
    );
    expect(await (await card('Company data')).findByRole('alert')).toHaveTextContent(
      'The company data could not be loaded. Try again later.',
    );
    expect(await (await card('Latest notifications')).findByRole('alert')).toHaveTextContent(
      'The notifications could not be loaded. Try again later.',
    );

    // Once the server answers again, the card's own retry loads it.
    server.use(...createMyCompanyBackend({ company: emptyCompany({}) }).handlers);
    const company = await card('Company data');
    await userEvent.click(company.getByRole('button', { name: 'Try again' }));
    expect(await company.findByText('Billing information')).toBeInTheDocument();
    expect(company.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the public brochure for a visitor without a session', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What the registry does' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('home-dashboard')).not.toBeInTheDocument();
  });
});
