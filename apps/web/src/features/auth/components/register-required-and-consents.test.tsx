import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMswServer } from '../../../test/msw-server';
import { authHandlers } from '../test/auth-handlers';
import { renderRegister } from '../test/render-register';

const server = setupMswServer();
beforeEach(() => server.use(...authHandlers));

describe('registration page: required fields and consents (decisions 021 and 022)', () => {
  it('marks every field required before anything is sent, with a visible mark and aria-required', async () => {
    const { form } = await renderRegister();
    expect(form.getByTestId('required-note')).toHaveTextContent('Fields marked * are required.');
    const labels = [
      'Account type',
      'Standard',
      'Company name',
      'Country',
      'Region',
      'City',
      'Document type',
      'Document number',
      'Check digit',
      'Address',
      'Contact name',
      'E-mail',
      'Phone code',
      'Mobile phone',
      'I authorize the processing of my personal data',
      'I accept the terms and conditions',
    ];
    for (const label of labels) {
      const field = form.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-required', 'true');
      expect(field, label).not.toHaveAttribute('aria-invalid');
      const mark = field
        .closest('.mb-3, .form-check')
        ?.querySelector('[data-testid="required-mark"]');
      expect(mark, label).toHaveTextContent('*');
      expect(mark, label).toHaveAttribute('aria-hidden', 'true');
    }
    expect(form.getAllByTestId('required-mark')).toHaveLength(labels.length);
  });

  it('links each consent to its text, shown in a dialog, without ticking the box', async () => {
    const { user, form } = await renderRegister();
    await user.click(form.getByRole('button', { name: 'Read the personal-data policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Personal-data policy' });
    expect(await within(policy).findByTestId('terms-text')).toHaveTextContent(
      'We keep your data safe.',
    );
    expect(policy.querySelector('img')).toBeNull();
    await user.click(within(policy).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(form.getByRole('button', { name: 'Read the terms and conditions' }));
    const terms = within(await screen.findByRole('dialog', { name: 'Terms and conditions' }));
    expect(terms.getByRole('heading', { level: 3 })).toHaveTextContent('Use of the registry');
    expect(form.getByLabelText('I authorize the processing of my personal data')).not.toBeChecked();
    expect(form.getByLabelText('I accept the terms and conditions')).not.toBeChecked();
  });
});
