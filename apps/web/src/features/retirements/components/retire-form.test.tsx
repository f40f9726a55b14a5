import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openForm(path: string, positions: Position[] = [positionRow({ quantityKg: 10_000 })]) {
  const backend = createRetireBackend({ positions });
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path });
  return { ...backend, ...view, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summaryShown = () => screen.findByRole('region', { name: 'Summary' });

describe('/emit-certification/{block}: the form', () => {
  it('shows the block and says under each field what is missing, focusing the first', async () => {
    const { user, calls, container } = openForm('/emit-certification/7/1/10/false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retire credits' })).toBeVisible();
    const block = await screen.findByRole('region', { name: 'The block' });
    expect(block).toHaveTextContent('Manglares de Tumaco');
    expect(block).toHaveTextContent('10 t · retires in whole tonnes');
    expect(screen.getByLabelText('Quantity in t (at most 10)')).toHaveValue(10);
    await expectNoAxeViolations(container);

    await user.click(continueButton());
    const name = screen.getByLabelText('Beneficiary’s name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter the beneficiary’s name.');
    expect(screen.getByText('Choose the beneficiary’s country.')).toBeVisible();
    expect(screen.getByText('Choose the document type.')).toBeVisible();
    expect(screen.getByText('Enter the document number.')).toBeVisible();
    expect(screen.getByText('Choose the purpose of the retirement.')).toBeVisible();
    expect(screen.getByText('Enter the using entity.')).toBeVisible();
    expect(
      screen.getByText('Choose whether the public certificate names the beneficiary.'),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    expect(calls).toHaveLength(0);
  });

  it('asks for the document of the beneficiary, among its country’s types', async () => {
    const { user } = openForm('/emit-certification/7/1/10/false');
    await fillRetireForm(user);
    const type = screen.getByLabelText('Document type');
    await user.selectOptions(screen.getByLabelText('Beneficiary’s country'), 'Brazil');
    // A new country: its own types, chosen again.
    await waitFor(() => expect(screen.getByRole('option', { name: 'CNPJ' })).toBeInTheDocument());
    expect(type).toHaveValue('');
    await user.clear(screen.getByLabelText('Document number'));
    await user.click(continueButton());
    expect(type).toHaveFocus();
    expect(screen.getByText('Choose the document type.')).toBeVisible();
    expect(screen.getByText('Enter the document number.')).toBeVisible();
  });

  it('checks an LEI’s form and check digits, and accepts a real one', async () => {
    const { user } = openForm('/emit-certification/7/1/10/false');
    // Check digits run from 02 to 98: 00 is never right.
    const wrongDigits = `${VALID_LEI.slice(0, 18)}00`;
    await fillRetireForm(user, { lei: wrongDigits });
    await user.click(continueButton());
    const lei = screen.getByLabelText('LEI');
    expect(lei).toHaveFocus();
    expect(lei).toHaveValue(wrongDigits);
    expect(
      screen.getByText('The check digits of this LEI do not match: look for a typo.'),
    ).toBeVisible();

    await user.clear(lei);
    await user.type(lei, 'ABC123');
    await user.click(continueButton());
    expect(
      screen.getByText('An LEI has 20 characters: 18 letters or digits, then 2 digits.'),
    ).toBeVisible();

    await user.clear(lei);
    await user.type(lei, VALID_LEI.toLowerCase());
    await user.click(continueButton());
    const summary = await summaryShown();
    expect(summary).toHaveTextContent(VALID_LEI);
  });

  it('counts the public note and refuses one over 256 characters, keeping it', async () => {
    const { user } = openForm('/emit-certification/7/1/10/false');
    await fillRetireForm(user);
    const note = screen.getByLabelText('Public note');
    const long = 'a'.repeat(257);
    await user.click(note);
    await user.paste(long);
    expect(screen.getByText('257 of 256 characters.')).toBeVisible();
    await user.click(continueButton());
    expect(note).toHaveFocus();
    expect(note).toHaveValue(long);
    expect(screen.getByText('The public note has 257 characters: at most 256.')).toBeVisible();
    await user.type(note, '{Backspace}');
    expect(screen.getByText('256 of 256 characters.')).toBeVisible();
    await user.click(continueButton());
    expect(await summaryShown()).toHaveTextContent('a'.repeat(256));
  });

  it('asks a carbon-tax retirement for its passive subject, fuel and tax period', async () => {
    const { user, container } = openForm('/emit-certification/7/1/10/false');
    await fillRetireForm(user, { purpose: 'Carbon tax non-causation' });
    const subject = await screen.findByLabelText('Passive subject');
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Combustibles del Caribe S.A.S. (900555111-3)' }),
      ).toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Tax period'), '2025-13');
    await user.click(continueButton());
    expect(subject).toHaveFocus();
    expect(screen.getByText('Choose the passive subject of the carbon tax.')).toBeVisible();
    expect(screen.getByText('Choose the fuel.')).toBeVisible();
    expect(
      screen.getByText('Enter the tax period as a year (2025) or a month (2025-03).'),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('refuses kg on a block of whole tonnes, and retires it in tonnes', async () => {
    const { user } = openForm('/emit-certification/7/1/10/true');
    const kg = await screen.findByLabelText('Kilograms (kg)');
    expect(kg).toBeChecked();
    await fillRetireForm(user);
    await user.click(continueButton());
    expect(kg).toHaveFocus();
    expect(
      screen.getByText('This block holds whole tonnes: it can only be retired in tonnes.'),
    ).toBeVisible();
    await user.click(screen.getByLabelText('Tonnes (t)'));
    const quantity = screen.getByLabelText('Quantity in t (at most 10)');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(continueButton());
    expect(await summaryShown()).toHaveTextContent('4 t');
  });

  it('refuses more than the block holds', async () => {
    const { user } = openForm('/emit-certification/7/1/2500/true', [
      positionRow({ quantityKg: 2500, divisible: true }),
    ]);
    const quantity = await screen.findByLabelText('Quantity in kg (at most 2500)');
    expect(quantity).toHaveValue(2500);
    await fillRetireForm(user);
    await user.clear(quantity);
    await user.type(quantity, '2501');
    await user.click(continueButton());
    expect(quantity).toHaveFocus();
    expect(screen.getByText('Enter a whole number from 1 to 2500 (kg).')).toBeVisible();
  });

  it('says so when the company does not hold the block there', async () => {
    const { container } = openForm('/emit-certification/7/1/10/false/30');
    expect(await screen.findByText('Block not found')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Choose another block' })[0]).toHaveAttribute(
      'href',
      '/emit-certification',
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish as usted', async () => {
    server.use(...createRetireBackend({ positions: [positionRow({})] }).handlers);
    logIn(makeClaims('owner'));
    renderApp({ path: '/emit-certification/7/1/10/false', language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Escriba el nombre del beneficiario.')).toBeVisible();
    expect(screen.getByLabelText('Cantidad en t (máximo 10)')).toHaveValue(10);
  });
});
