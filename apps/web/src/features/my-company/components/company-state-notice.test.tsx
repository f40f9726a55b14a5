import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CompanySummary } from '@registry/contract/company/get-company';
import { logIn, makeClaims } from '../../../test/tokens';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createMyCompanyBackend } from '../test/my-company-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openMyCompany(review: Pick<CompanySummary, 'state' | 'stateReason'>) {
  server.use(...createMyCompanyBackend({ review }).handlers);
  logIn(makeClaims('owner'));
  renderApp({ path: '/my-company' });
}

describe('My Company and the certifier review', () => {
  it('tells a pending company what happens next', async () => {
    openMyCompany({ state: 'pending', stateReason: null });
    const notice = await screen.findByTestId('company-state-pending');
    expect(notice).toHaveClass('alert-info');
    expect(notice).toHaveTextContent('waiting for the certifier’s review');
    expect(notice).toHaveTextContent(
      'Complete and save the billing information and the due diligence.',
    );
    expect(notice).toHaveTextContent('A certifier reviews your company and approves it.');
    expect(notice).toHaveTextContent('Then the menus of your account type appear');
  });

  it('warns a suspended company with the reason and what it stops', async () => {
    openMyCompany({ state: 'suspended', stateReason: 'Unpaid yearly fee' });
    const notice = await screen.findByTestId('company-state-suspended');
    expect(notice).toHaveClass('alert-warning');
    expect(notice).toHaveTextContent('Your company is suspended.');
    expect(notice).toHaveTextContent('every credit movement of your company is refused');
    expect(notice).toHaveTextContent('Reason: Unpaid yearly fee');
  });

  it('warns a rejected company with the reason', async () => {
    openMyCompany({ state: 'rejected', stateReason: 'The chamber certificate is illegible' });
    const notice = await screen.findByTestId('company-state-rejected');
    expect(notice).toHaveTextContent('The certifier rejected your company.');
    expect(notice).toHaveTextContent('Reason: The chamber certificate is illegible');
  });

  it('shows nothing to an approved company', async () => {
    openMyCompany({ state: 'approved', stateReason: null });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'General information' }),
    ).toBeVisible();
    expect(screen.queryByTestId(/^company-state-/)).not.toBeInTheDocument();
  });
});
