import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AccountType } from '@registry/contract/auth/account-type';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createFilesBackend } from '../../files/test/files-handlers';
import { fileInputOf, pdf, waitForUploaded } from '../../my-company/test/upload-helpers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createBillingBackend, invoiceRow } from '../test/billing-handlers';

vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(
  path: string,
  typeAccount: AccountType,
  options: Parameters<typeof createBillingBackend>[0] = {},
) {
  const backend = createBillingBackend(options);
  const files = createFilesBackend();
  server.use(...backend.handlers, ...files.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path });
  return { ...backend, files, ...view, user: userEvent.setup() };
}

const PENDING = invoiceRow({
  id: 8,
  number: 'CR-INV-2026-8',
  state: 'pendingConfirmation',
  proof: { fileId: 90, name: 'Transferencia.pdf', uploadedAt: '2026-11-27T15:00:00.000Z' },
});

const rowOf = async (number: string) =>
  within((await screen.findByRole('rowheader', { name: number })).closest('tr')!);

describe('paying an invoice', () => {
  it('a company sees where to transfer, uploads the proof and the invoice waits for confirmation', async () => {
    const { user, requests } = open('/invoicing', 'owner', {
      invoices: [invoiceRow({ stateReason: 'The transfer has no reference.' })],
    });
    const row = await rowOf('CR-INV-2026-7');
    // Its proof was refused before: the reason shows with the state.
    expect(row.getByText('Reason: The transfer has no reference.')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Pay invoice CR-INV-2026-7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice CR-INV-2026-7' }));
    expect(dialog.getByText('$21.42')).toBeVisible();
    expect(dialog.getByText('Banco Andino')).toBeVisible();
    expect(dialog.getByText('CO12 3456 7890 1234 5678 90')).toBeVisible();
    expect(dialog.getByText('BANDCOBB')).toBeVisible();
    expect(dialog.getByText('CR-INV-2026-7', { selector: 'dd' })).toBeVisible();
    expect(
      dialog.getByText('Your previous proof was not accepted: The transfer has no reference.'),
    ).toBeVisible();

    // Sending without a file says what is missing and sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Send the proof' }));
    expect(await dialog.findByText('Upload the proof of payment first.')).toBeVisible();
    expect(requests.proofs).toHaveLength(0);

    await user.upload(await fileInputOf(/Proof of payment/), pdf('Transferencia 4471.pdf'));
    await waitForUploaded('Transferencia 4471.pdf');
    await user.click(dialog.getByRole('button', { name: 'Send the proof' }));
    expect(
      await screen.findByText(
        'The proof of payment of invoice CR-INV-2026-7 was sent. You will be told when the registry confirms it.',
      ),
    ).toBeVisible();
    expect(requests.proofs).toEqual([
      {
        file: expect.objectContaining({
          name: 'Transferencia 4471.pdf',
          route: expect.stringContaining('Transferencia 4471.pdf'),
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await rowOf('CR-INV-2026-7');
    expect(await updated.findByText('Payment pending confirmation')).toBeVisible();
    expect(
      updated.getByRole('button', {
        name: 'Send another proof of payment for invoice CR-INV-2026-7',
      }),
    ).toBeVisible();
    expect(
      updated.getByRole('button', { name: 'Open the proof of payment of invoice CR-INV-2026-7' }),
    ).toBeVisible();
  });

  it('a company cannot confirm its own payment, and a paid invoice offers only its PDF', async () => {
    open('/invoicing', 'owner', {
      invoices: [PENDING, invoiceRow({ id: 5, number: 'CR-INV-2026-5', state: 'paid' })],
    });
    const pending = await rowOf('CR-INV-2026-8');
    expect(pending.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    const paid = await rowOf('CR-INV-2026-5');
    expect(paid.getAllByRole('button').map((button) => button.textContent)).toEqual(['PDF']);
  });
});

describe('/payment-pending-confirm', () => {
  it('lists for the certifier what waits, and confirming marks it paid', async () => {
    const { user, requests, container } = open('/payment-pending-confirm', 'certifier', {
      invoices: [PENDING, invoiceRow()],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment pending confirmation' }),
    ).toBeVisible();
    const row = await rowOf('CR-INV-2026-8');
    // Only the invoices in that state are asked for.
    expect(requests.lists.at(-1)?.get('state')).toBe('pendingConfirmation');
    expect(screen.queryByRole('rowheader', { name: 'CR-INV-2026-7' })).not.toBeInTheDocument();
    expect(row.getByText('Proof sent on Nov 27, 2026')).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(
      row.getByRole('button', { name: 'Confirm the payment of invoice CR-INV-2026-8' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Confirm the payment of CR-INV-2026-8?' }),
    );
    expect(
      dialog.getByText(/will be paid\. Check the transfer on the bank statement first/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(
        'Invoice CR-INV-2026-8 is paid. Bosques del Pacífico S.A.S. was told.',
      ),
    ).toBeVisible();
    expect(requests.reviews).toEqual([{ action: 'confirm', reason: '' }]);
    expect(await screen.findByText('Nothing waits for confirmation')).toBeVisible();
  });

  it('refusing needs a reason, which is sent; a conflict shows in the dialog', async () => {
    const { user, requests, next } = open('/payment-pending-confirm', 'certifier', {
      invoices: [PENDING],
    });
    const row = await rowOf('CR-INV-2026-8');
    await user.click(
      row.getByRole('button', { name: 'Refuse the proof of payment of invoice CR-INV-2026-8' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Refuse the proof of CR-INV-2026-8?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Refuse proof' }));
    expect(await dialog.findByText('Write the reason: the company is told.')).toBeVisible();
    expect(requests.reviews).toHaveLength(0);

    next.reviewConflict = true;
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Not on the statement.');
    expect(dialog.getByText('21 of 500 characters')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Refuse proof' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The invoice is paid now: that cannot be done in this state.',
    );
    await user.click(dialog.getByRole('button', { name: 'Refuse proof' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.reviews.at(-1)).toEqual({ action: 'refuse', reason: 'Not on the statement.' });
  });

  it('tells a company with nothing waiting how to pay, and leads to its invoices', async () => {
    open('/payment-pending-confirm', 'owner', { invoices: [invoiceRow()] });
    expect(await screen.findByText('Nothing waits for confirmation')).toBeVisible();
    expect(
      screen.getByText(
        'No proof of payment of yours waits for confirmation. Pay an invoice from Invoicing.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all invoices' })).toHaveAttribute(
      'href',
      '/invoicing',
    );
  });
});
