import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createMyCompanyBackend, refusal } from '../test/my-company-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openSecurity(isAdminCompany: 0 | 1 = 1) {
  const backend = createMyCompanyBackend({ isAdminCompany });
  server.use(...backend.handlers);
  logIn(makeClaims('owner', { isAdminCompany }));
  const view = renderApp({ path: '/my-company?tab=security' });
  return { ...backend, ...view, user: userEvent.setup() };
}

const tab = async () => within(await screen.findByTestId('my-company-security'));

async function chooseAndConfirm(user: ReturnType<typeof userEvent.setup>, days: string) {
  await user.click((await tab()).getByRole('button', { name: 'Edit' }));
  const select = screen.getByRole('combobox', { name: /Password expiration/ });
  expect(select).toHaveFocus();
  await user.selectOptions(select, days);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Save the changes to Security?' })).getByRole(
      'button',
      { name: 'Yes, save' },
    ),
  );
}

describe('My Company, security', () => {
  it('lets an admin choose the password expiration among the contract’s options, after a confirmation', async () => {
    const { user, requests } = openSecurity();
    expect(
      (await tab()).getByText('Password expiration', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Every 90 days');
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    const select = screen.getByRole('combobox', { name: /Password expiration/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Every 30 days',
      'Every 60 days',
      'Every 90 days',
      'Every 180 days',
      'Every 365 days',
    ]);
    expect(select).toHaveValue('90');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await chooseAndConfirm(user, '180');
    await waitFor(() =>
      expect(requests.password).toEqual([{ companyId: 10, expirationDays: 180 }]),
    );
    expect(await screen.findByTestId('my-company-security-alert')).toHaveTextContent(
      'Passwords now last the new period.',
    );
    expect(
      (await tab()).getByText('Password expiration', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Every 180 days');
  });

  it('shows it read-only to a user who is not an admin', async () => {
    openSecurity(0);
    const security = await tab();
    expect(security.getByText('Every 90 days')).toBeInTheDocument();
    expect(
      security.getByText(/Only an administrator of the company can change it\./),
    ).toBeInTheDocument();
    expect(security.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(security.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows every message of a refused save and stays in the edit state', async () => {
    const { user } = openSecurity();
    server.use(
      http.post(apiUrl('/company/update-password-expiration-days'), () =>
        refusal(
          403,
          ['ERROR_FORBIDDEN', 'You are not allowed to do that.'],
          ['ERROR_ADMIN_ONLY', 'Only an admin can change it.'],
        ),
      ),
    );
    await chooseAndConfirm(user, '30');
    const alert = await screen.findByTestId('my-company-security-alert');
    expect(alert).toHaveClass('alert-danger');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You are not allowed to do that.', 'Only an admin can change it.']);
    expect(screen.getByRole('combobox', { name: /Password expiration/ })).toHaveValue('30');
  });
});
