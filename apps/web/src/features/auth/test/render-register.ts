import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

/** The registration page, once every list has loaded and its first items are selected. */
export async function renderRegister() {
  renderApp({ path: '/register' });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Register your company' },
    { timeout: 5000 },
  );
  const form = within(screen.getByRole('main'));
  await waitFor(() => expect(form.getByLabelText('City')).toHaveValue('111'));
  await waitFor(() => expect(form.getByLabelText('Document type')).toHaveValue('2'));
  return { user: userEvent.setup(), form };
}
