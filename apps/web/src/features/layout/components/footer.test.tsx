import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { createTestI18n } from '../../../test/test-i18n';
import { createQueryClient } from '../../../lib/query-client';
import { browserLocation } from '../../../lib/browser-location';
import { CONTACT } from '../utils/contact';
import { Footer } from './footer';

const server = setupMswServer();

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
  return within(screen.getByRole('contentinfo'));
}

/** The footer once its newsletter form, a chunk of its own fetched when the footer shows, is here. */
async function renderFooterWithNewsletter() {
  const footer = renderFooter();
  await footer.findByRole('form', { name: 'Newsletter' });
  return footer;
}

/** Records the subscription requests and answers them. */
function answerSubscription(answer: () => Response) {
  const urls: string[] = [];
  server.use(
    http.get(apiUrl('/platform/home/suscription/:email'), ({ request }) => {
      urls.push(request.url.replace(window.location.origin, ''));
      return answer();
    }),
  );
  return urls;
}

const CONSENT_DATA = 'I authorize the processing of my personal data';
const CONSENT_TERMS = 'I accept the newsletter terms';

describe('footer', () => {
  it('shows contact details, social links opening in a new tab and the copyright of this year', () => {
    const footer = renderFooter();
    expect(footer.getByText(CONTACT.address)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+576015550100',
    );
    const linkedIn = footer.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByTestId('copyright')).toHaveTextContent(
      `© ${new Date().getFullYear()} Carbon Registry. All rights reserved.`,
    );
    expect(footer.getByRole('link', { name: 'Search a serial' })).toHaveAttribute(
      'href',
      '/serial-search',
    );
  });

  it('copies the support e-mail to the clipboard on click and says so', async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    await user.click(footer.getByRole('button', { name: CONTACT.supportEmail }));
    await expect(navigator.clipboard.readText()).resolves.toBe(CONTACT.supportEmail);
    expect(footer.getByRole('status')).toHaveTextContent('E-mail address copied');
  });

  it('says so when the clipboard refuses the copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const footer = renderFooter();
    await user.click(footer.getByRole('button', { name: CONTACT.supportEmail }));
    expect(await footer.findByRole('status')).toHaveTextContent('could not be copied');
  });
});

describe('newsletter subscription', () => {
  it('requires both consents (and an e-mail) before sending anything', async () => {
    const urls = answerSubscription(() => HttpResponse.json({ status: 1, codeMessages: [] }));
    const user = userEvent.setup();
    const footer = await renderFooterWithNewsletter();
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(footer.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(footer.getByLabelText('E-mail')).toHaveFocus();
    expect(footer.getByLabelText(CONSENT_DATA)).toHaveAccessibleDescription(
      'You must authorize the processing of your personal data.',
    );
    expect(footer.getByLabelText(CONSENT_TERMS)).toHaveAccessibleDescription(
      'You must accept the newsletter terms.',
    );
    await user.type(footer.getByLabelText('E-mail'), 'ana@example.org');
    await user.click(footer.getByLabelText(CONSENT_DATA));
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(footer.getByLabelText(CONSENT_DATA)).not.toBeInvalid();
    expect(footer.getByLabelText(CONSENT_TERMS)).toBeInvalid();
    expect(
      footer.queryByText('You must authorize the processing of your personal data.'),
    ).not.toBeInTheDocument();
    expect(urls).toEqual([]);
  });

  it('sends any e-mail as typed (no format check) and, on status 1, thanks and reloads the page after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const urls = answerSubscription(() =>
      HttpResponse.json({
        status: 1,
        codeMessages: [{ codeMessage: 'INFO_SUBSCRIBED', message: 'Subscribed!' }],
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const footer = await renderFooterWithNewsletter();
    await user.type(footer.getByLabelText('E-mail'), 'not an e-mail');
    await user.click(footer.getByLabelText(CONSENT_DATA));
    await user.click(footer.getByLabelText(CONSENT_TERMS));
    await user.click(footer.getByRole('button', { name: 'Subscribe' }));
    const result = await footer.findByTestId('newsletter-result');
    expect(result).toHaveTextContent('Subscribed!');
    expect(result).toHaveClass('alert-success');
    expect(urls).toEqual([
      '/api/platform/home/suscription/not%20an%20e-mail?personalData=1&terms=1',
    ]);
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'status 0',
      () =>
        HttpResponse.json({
          status: 0,
          codeMessages: [{ codeMessage: 'ERROR_EMAIL', message: 'Invalid e-mail' }],
        }),
      'Invalid e-mail',
    ],
    [
      'a validation error',
      () =>
        HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_FIELD', message: 'Bad field' }] },
          { status: 400 },
        ),
      'Bad field',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'The subscription could not be completed. Try again later.',
    ],
  ])(
    'shows the messages as a danger alert on %s, without reloading',
    async (_case, answer, message) => {
      const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
      answerSubscription(answer);
      const user = userEvent.setup();
      const footer = await renderFooterWithNewsletter();
      await user.type(footer.getByLabelText('E-mail'), 'ana@example.org');
      await user.click(footer.getByLabelText(CONSENT_DATA));
      await user.click(footer.getByLabelText(CONSENT_TERMS));
      await user.click(footer.getByRole('button', { name: 'Subscribe' }));
      const result = await footer.findByTestId('newsletter-result');
      expect(result).toHaveTextContent(message);
      expect(result).toHaveClass('alert-danger');
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
