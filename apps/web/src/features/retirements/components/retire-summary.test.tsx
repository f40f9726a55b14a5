import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { fillRetireForm } from '../test/fill-retire-form';
import { createRetireBackend, VALID_LEI } from '../test/retirements-handlers';

// The certificate's page is its own feature: here only the way to it counts.
vi.mock('../../certificates/components/certificate-page', () => ({
  CertificatePage: () => <h1>The certificate</h1>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openForm(path: string, positions: Position[], language: 'en' | 'es' = 'en') {
  const backend = createRetireBackend({ positions });
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const summaryRegion = async (name = 'Summary') =>
  within(await screen.findByRole('region', { name }));

describe('/emit-certification/{block}: summary and retirement', () => {
  it('shows the certificate’s text and the warning, keeps the values going back, and retires once', async () => {
    const { user, calls, router, container } = openForm('/emit-certification/7/2/2500/true/30', [
      positionRow({
        serialId: 2,
        quantityKg: 2500,
        divisible: true,
        subAccountId: 30,
        accountName: 'Clientes',
        serial: 'CR-CERCARBONO-CO-0007-2024-1-1kg-2500kg',
      }),
    ]);
    const quantity = await screen.findByLabelText('Quantity in kg (at most 2500)');
    await user.clear(quantity);
    await user.type(quantity, '300');
    await fillRetireForm(user, { note: 'Neutral shipping 2025' });
    await user.type(screen.getByLabelText('Observation'), 'Invoice 88');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    let summary = await summaryRegion();
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toHaveFocus();
    for (const text of [
      'Manglares de Tumaco (vintage 2024)',
      'CR-CERCARBONO-CO-0007-2024-1-1kg-2500kg',
      '300 kg',
      '2,200 kg',
      'Fundación Mar Azul',
      'Colombia',
      'NIT 900123456',
      'Voluntary corporate target',
      'Compensa Retail S.A.S.',
      'Shown',
      'Neutral shipping 2025',
      'Invoice 88',
    ]) {
      expect(summary.getByText(text)).toBeVisible();
    }
    expect(
      summary.getByText('A retirement cannot be undone: these credits will never move again.'),
    ).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(summary.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quantity, beneficiary and purpose' }),
    ).toHaveFocus();
    expect(screen.getByLabelText('Quantity in kg (at most 2500)')).toHaveValue(300);
    expect(screen.getByLabelText('Beneficiary’s name')).toHaveValue('Fundación Mar Azul');
    expect(screen.getByLabelText('Document type')).toHaveDisplayValue('NIT');
    expect(screen.getByLabelText('Document number')).toHaveValue('900123456');
    expect(screen.getByLabelText('Public note')).toHaveValue('Neutral shipping 2025');
    expect(screen.getByLabelText('Observation')).toHaveValue('Invoice 88');
    expect(screen.getByLabelText('Public: the certificate names the beneficiary')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    summary = await summaryRegion();
    await user.click(summary.getByRole('button', { name: 'Retire' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Retire the credits?' }));
    expect(
      confirm.getByText(
        '300 kg of CR-CERCARBONO-CO-0007-2024-1-1kg-2500kg are retired for Fundación Mar Azul, and a certificate is issued.',
      ),
    ).toBeVisible();
    expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await user.dblClick(confirm.getByRole('button', { name: 'Retire' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Certificate CR-RET-2026-42 was issued: 300 kg retired.',
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/emit-certification/Zx9_Yw8-Vu7Ts6Rq5Po4Nm'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      serialId: 2,
      quantity: 300,
      isKg: true,
      beneficiary: {
        name: 'Fundación Mar Azul',
        countryId: 1,
        documentTypeId: 2,
        documentNumber: '900123456',
        lei: '',
      },
      purpose: 'voluntary',
      usingEntity: 'Compensa Retail S.A.S.',
      isPublic: true,
      publicNote: 'Neutral shipping 2025',
      observation: 'Invoice 88',
      carbonTax: null,
    });
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a private carbon-tax retirement for an LEI with its passive subject, fuel and period', async () => {
    const { user, calls } = openForm('/emit-certification/7/1/10/false', [positionRow({})]);
    await fillRetireForm(user, {
      lei: VALID_LEI,
      purpose: 'Carbon tax non-causation',
      isPrivate: true,
    });
    const subject = await screen.findByLabelText('Passive subject');
    await user.selectOptions(
      subject,
      await screen.findByRole('option', { name: 'Combustibles del Caribe S.A.S. (900555111-3)' }),
    );
    await user.selectOptions(screen.getByLabelText('Fuel'), 'Diesel');
    await user.type(screen.getByLabelText('Tax period'), '2025-03');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await summaryRegion();
    for (const text of [
      '10 t',
      'Nothing: the whole block is retired',
      VALID_LEI,
      'Carbon tax non-causation',
      'Combustibles del Caribe S.A.S. (900555111-3)',
      'Diesel',
      '2025-03',
      'Hidden (private retirement)',
    ]) {
      expect(summary.getByText(text)).toBeVisible();
    }
    await user.click(summary.getByRole('button', { name: 'Retire' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Retire the credits?' }));
    await user.click(confirm.getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      serialId: 1,
      quantity: 10,
      isKg: false,
      beneficiary: { countryId: 1, documentTypeId: null, documentNumber: '', lei: VALID_LEI },
      purpose: 'carbonTax',
      isPublic: false,
      publicNote: '',
      observation: '',
      carbonTax: { passiveSubjectCompanyId: 60, fuel: 'diesel', taxPeriod: '2025-03' },
    });
  });

  it('shows a refusal in the user’s language, gives the focus back to Retirar, and retries with the same key', async () => {
    const { user, calls, state } = openForm(
      '/emit-certification/7/1/10/false',
      [positionRow({})],
      'es',
    );
    await user.type(await screen.findByLabelText('Nombre del beneficiario'), 'Fundación Mar Azul');
    await user.selectOptions(screen.getByLabelText('País del beneficiario'), 'Colombia');
    await user.selectOptions(
      screen.getByLabelText('Tipo de documento'),
      await screen.findByRole('option', { name: 'NIT' }),
    );
    await user.type(screen.getByLabelText('Número de documento'), '900123456');
    await user.selectOptions(
      screen.getByLabelText('Propósito del retiro'),
      'Meta corporativa voluntaria',
    );
    await user.type(screen.getByLabelText('Entidad usuaria'), 'Compensa Retail S.A.S.');
    await user.click(screen.getByLabelText('Público: el certificado nombra al beneficiario'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const summary = await summaryRegion('Resumen');
    expect(
      summary.getByText(
        'Un retiro no se puede deshacer: estos créditos no se volverán a mover nunca.',
      ),
    ).toBeVisible();
    state.failWith = [
      { codeMessage: 'ERROR_LEDGER_FROZEN', message: 'El proyecto está suspendido.' },
    ];
    const retire = summary.getByRole('button', { name: 'Retirar' });
    await user.click(retire);
    let confirm = within(await screen.findByRole('dialog', { name: '¿Retirar los créditos?' }));
    await user.click(confirm.getByRole('button', { name: 'Retirar' }));
    expect(await summary.findByRole('alert')).toHaveTextContent('El proyecto está suspendido.');
    await waitFor(() => expect(retire).toHaveFocus());

    await user.click(retire);
    confirm = within(await screen.findByRole('dialog', { name: '¿Retirar los créditos?' }));
    await user.click(confirm.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('takes a refusal about a field back to the form, under that field, with the focus on it', async () => {
    const { user, calls, state } = openForm('/emit-certification/7/1/10/false', [positionRow({})]);
    await fillRetireForm(user, { lei: VALID_LEI });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await summaryRegion();
    state.failWith = [
      {
        codeMessage: 'ERROR_INVALID_FIELD',
        message: 'The LEI is not registered with GLEIF.',
        field: 'beneficiary.lei',
      },
    ];
    await user.click(summary.getByRole('button', { name: 'Retire' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Retire the credits?' }));
    await user.click(confirm.getByRole('button', { name: 'Retire' }));

    const lei = await screen.findByLabelText('LEI');
    await waitFor(() => expect(lei).toHaveFocus());
    expect(lei).toHaveValue(VALID_LEI);
    expect(lei).toHaveAccessibleDescription(
      expect.stringContaining('The LEI is not registered with GLEIF.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The retirement was refused: The LEI is not registered with GLEIF.',
    );
    // Changed values make a new request: a new key.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click((await summaryRegion()).getByRole('button', { name: 'Retire' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retire the credits?' })).getByRole(
        'button',
        { name: 'Retire' },
      ),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });
});
