import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { blockRow, createCreditBackend } from '../test/credit-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(
  options: Parameters<typeof createCreditBackend>[0] = {},
  typeAccount: AccountType = 'certifier',
  language: Language = 'en',
) {
  const backend = createCreditBackend(options);
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path: '/credit-management', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

async function chooseProject(
  user: ReturnType<typeof userEvent.setup>,
  label = 'Certified project',
) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: label }),
    'CERCARBONO-CO-0007 · Manglares de Tumaco',
  );
}

describe('/credit-management', () => {
  it('issues a period after a summary and an irreversible confirmation, then shows it', async () => {
    const { user, requests, container, missingKeys } = open();
    await chooseProject(user);
    expect(
      await screen.findByRole('link', { name: 'Bosques del Pacífico S.A.S.' }),
    ).toHaveAttribute('href', '/credits-by-company/30');
    await user.type(screen.getByLabelText('Monitoring period'), '2');
    await user.type(screen.getByLabelText('Quantity (t)'), '1500');
    await user.type(screen.getByLabelText('Buffer share (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Review the issuance' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('1,500 t')).toBeVisible();
    expect(dialog.getByText('1,350 t')).toBeVisible();
    expect(dialog.getByText('150 t')).toBeVisible();
    expect(dialog.getByText(/cannot be undone/i)).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(dialog.getByRole('button', { name: 'Issue credits' }));

    expect(await screen.findByTestId('issued')).toHaveTextContent(
      'Issuance no. 2 done: 1,500 t, 1,350 t to the owner and 150 t to the buffer pool.',
    );
    expect(requests.issue).toHaveLength(1);
    expect(requests.issue[0]?.body).toEqual({
      projectId: 7,
      vintage: new Date().getFullYear(),
      monitoringPeriod: 2,
      quantity: 1500,
      bufferSharePercent: 10,
    });
    expect(requests.issue[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(missingKeys).toEqual([]);
  });

  it('refuses a form the contract refuses, naming each field', async () => {
    const { user, requests } = open();
    await chooseProject(user);
    await user.type(await screen.findByLabelText('Quantity (t)'), '0');
    await user.type(screen.getByLabelText('Buffer share (%)'), '101');
    await user.click(screen.getByRole('button', { name: 'Review the issuance' }));
    expect(screen.getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
    expect(screen.getByText('Enter a whole number of tonnes greater than 0.')).toBeVisible();
    expect(
      screen.getByText('Enter a share from 0 to 100 with at most two decimals.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Quantity (t)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.issue).toEqual([]);
  });

  it('locks a block with a reason and lists it locked', async () => {
    const { user, requests, container } = open();
    await chooseProject(user);
    const table = within(await screen.findByRole('table', { name: 'Blocks of the project' }));
    const row = within(await table.findByRole('row', { name: /CR-CERCARBONO/ }));
    expect(row.getByText('90 t')).toBeVisible();
    expect(row.getByText('Active')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Lock' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    expect(dialog.getByText('Write the reason.')).toBeVisible();
    await user.type(dialog.getByLabelText('Reason'), 'Audit of the period');
    await expectNoAxeViolations(container);
    await user.click(dialog.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(row.getByText('Locked')).toBeVisible());
    expect(requests.actions).toEqual([
      {
        action: 'lock',
        body: { serialId: 101, reason: 'Audit of the period' },
        key: expect.any(String),
      },
    ]);
    expect(row.getByRole('button', { name: 'Unlock' })).toBeVisible();
  });

  it('cancels only after an irreversible confirmation, and shows the API refusal', async () => {
    const { user, requests, failNextActionWith } = open();
    await chooseProject(user);
    const row = within(
      await within(await screen.findByRole('table', { name: 'Blocks of the project' })).findByRole(
        'row',
        { name: /CR-CERCARBONO/ },
      ),
    );
    await user.click(row.getByRole('button', { name: 'Cancel credits' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Reason'), 'Fraud');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel credits' }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: /Cancel CR-/ }));
    expect(confirm.getByText(/cannot be undone/i)).toBeVisible();
    expect(requests.actions).toEqual([]);
    failNextActionWith('The block is not active.');
    await user.click(confirm.getByRole('button', { name: 'Cancel credits' }));
    expect(await screen.findByText('The block is not active.')).toBeVisible();
    expect(requests.actions.map((request) => request.action)).toEqual(['cancel']);
  });

  it("shows the API's refusal of an issuance in the user's language", async () => {
    const { user, failNextIssueWith } = open({}, 'certifier', 'es');
    await chooseProject(user, 'Proyecto certificado');
    await user.type(await screen.findByLabelText('Periodo de monitoreo'), '1');
    await user.type(screen.getByLabelText('Cantidad (t)'), '100');
    await user.type(screen.getByLabelText('Porcentaje para la reserva de amortiguación (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Revisar la emisión' }));
    failNextIssueWith('Este periodo ya fue emitido.');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir créditos' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Este periodo ya fue emitido.');
    expect(screen.queryByTestId('issued')).not.toBeInTheDocument();
  });

  it('reverses a transfer with a reason after an irreversible confirmation', async () => {
    const { user, requests, container } = open();
    await chooseProject(user);
    const table = within(await screen.findByRole('table', { name: 'Movements of the project' }));
    const transfer = within(await table.findByRole('row', { name: /Transfer/ }));
    expect(transfer.getByText('30 t')).toBeVisible();
    expect(
      within(table.getByRole('row', { name: /Issuance/ })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await user.click(transfer.getByRole('button', { name: 'Reverse movement 12' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Sent by mistake');
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Reverse movement 12' }));
    expect(confirm.getByText(/cannot be undone/i)).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(confirm.getByRole('button', { name: 'Reverse' }));
    expect(await table.findByRole('row', { name: /Reversal of movement 12/ })).toBeVisible();
    expect(requests.reverse).toEqual([
      { body: { movementId: 12, reason: 'Sent by mistake' }, key: expect.any(String) },
    ]);
  });

  it('says when the certifier has no project to issue', async () => {
    const { container } = open({ projects: [] });
    expect(await screen.findByText('No project to issue')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens for any company, as the spec leaves the route unguarded, with nothing to issue for a company that certifies nothing', async () => {
    open({ projects: [] }, 'owner');
    expect(await screen.findByText('No project to issue')).toBeVisible();
    expect(screen.queryByTestId('not-allowed-page')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Certified project' })).not.toBeInTheDocument();
  });
});

describe('/credits-by-company/:companyId', () => {
  it("lists the company's blocks of the caller's projects with a CSV", async () => {
    const backend = createCreditBackend({
      blocks: [
        blockRow(),
        blockRow({ serialId: 102, quantityKg: 1500, divisible: true, status: 'locked' }),
      ],
    });
    server.use(...backend.handlers);
    logIn(makeClaims('certifier'));
    const { container } = renderApp({ path: '/credits-by-company/30' });
    const table = within(await screen.findByRole('table', { name: 'Blocks of the company' }));
    expect(await table.findByText('1,500 kg')).toBeVisible();
    expect(table.getByText('90 t')).toBeVisible();
    expect(table.getByText('Locked')).toBeVisible();
    expect(table.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Blocks of Bosques del Pacífico S.A.S. from the projects you certify.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says so when the company holds none', async () => {
    server.use(...createCreditBackend({ blocks: [] }).handlers);
    logIn(makeClaims('certifier'));
    renderApp({ path: '/credits-by-company/30' });
    expect(await screen.findByText('No blocks.')).toBeVisible();
  });
});
