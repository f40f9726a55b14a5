import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupMswServer } from '../../../test/msw-server';
import { createTestI18n } from '../../../test/test-i18n';
import { createQueryClient } from '../../../lib/query-client';
import { authHandlers } from '../../auth/test/auth-handlers';
import { Footer } from './footer';

const server = setupMswServer();
beforeEach(() => server.use(...authHandlers));

function renderFooter() {
  const { i18n } = createTestI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), footer: within(screen.getByRole('contentinfo')) };
}

/** Opens a text from its link, checks the dialog shows it, and closes it. */
async function readText(
  user: ReturnType<typeof userEvent.setup>,
  link: HTMLElement,
  title: string,
  excerpt: string,
) {
  await user.click(link);
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  expect(await within(dialog).findByTestId('terms-text')).toHaveTextContent(excerpt);
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(link).toHaveFocus());
}

describe('footer: the texts behind the consents (decision 021)', () => {
  it('links to the terms and the personal-data policy, each read in a dialog', async () => {
    const { user, footer } = renderFooter();
    await readText(
      user,
      footer.getByRole('button', { name: 'Terms and conditions' }),
      'Terms and conditions',
      'Be fair.',
    );
    await readText(
      user,
      footer.getByRole('button', { name: 'Personal-data policy' }),
      'Personal-data policy',
      'We keep your data safe.',
    );
  });

  it("links the newsletter's consents to their texts, leaving the boxes unticked", async () => {
    const { user, footer } = renderFooter();
    // The form is its own chunk, fetched once the footer shows.
    const newsletter = within(await footer.findByRole('form', { name: 'Newsletter' }));
    await readText(
      user,
      newsletter.getByRole('button', { name: 'Read the personal-data policy' }),
      'Personal-data policy',
      'We keep your data safe.',
    );
    await readText(
      user,
      newsletter.getByRole('button', { name: 'Read the newsletter terms' }),
      'Newsletter terms',
      'At most one message a month.',
    );
    expect(
      newsletter.getByLabelText('I authorize the processing of my personal data'),
    ).not.toBeChecked();
    expect(newsletter.getByLabelText('I accept the newsletter terms')).not.toBeChecked();
  });
});
