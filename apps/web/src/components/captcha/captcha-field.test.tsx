import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../../lib/storage';
import { apiUrl, setupMswServer } from '../../test/msw-server';
import { createTestI18n } from '../../test/test-i18n';
import { CaptchaField, NO_CAPTCHA_PAYLOAD, type CaptchaFieldHandle } from './captcha-field';

// The real widget needs Web Workers; the loader is replaced and the element stays undefined.
const loadAltcha = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./load-altcha', () => ({ loadAltcha }));

const server = setupMswServer();

let requests: Request[] = [];
function serveChallenges(provider: 'altcha' | 'none' = 'altcha') {
  server.use(
    http.get(apiUrl('/captcha/challenge'), ({ request }) => {
      requests.push(request);
      const n = requests.length;
      return HttpResponse.json({
        status: 1,
        codeMessages: [],
        provider,
        challenge:
          provider === 'none'
            ? null
            : { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: `n${n}` } },
      });
    }),
  );
}

beforeEach(() => {
  requests = [];
  loadAltcha.mockClear();
});

function renderCaptcha(language: 'en' | 'es' | 'pt' = 'es') {
  const onChange = vi.fn<(payload: string) => void>();
  const ref = createRef<CaptchaFieldHandle>();
  const { i18n } = createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <input aria-label="Password" />
      <CaptchaField ref={ref} onChange={onChange} id="the-captcha" />
      <p id="why">Try again.</p>
    </I18nextProvider>,
  );
  return { onChange, ref };
}

async function findWidget(nonce: string): Promise<HTMLElement> {
  return waitFor(() => {
    const widget = document.querySelector<HTMLElement & { challenge?: string }>('altcha-widget');
    const challenge = widget?.challenge ?? widget?.getAttribute('challenge') ?? '';
    if (!widget || !challenge.includes(nonce)) throw new Error(`no widget on ${nonce} yet`);
    return widget;
  });
}

describe('captcha field', () => {
  it('fetches the challenge through the API client, with the platform and language headers', async () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'pt');
    serveChallenges();
    renderCaptcha('pt');
    const widget = await findWidget('n1');
    expect(requests[0]?.headers.get('platform')).toBe('carbon-registry');
    expect(requests[0]?.headers.get('lng')).toBe('pt');
    expect(loadAltcha).toHaveBeenCalled();
    const language = (widget as { language?: string }).language ?? widget.getAttribute('language');
    expect(language).toBe('pt');
  });

  it('reports the payload once verified', async () => {
    serveChallenges();
    const { onChange } = renderCaptcha();
    const widget = await findWidget('n1');
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'abc' } }));
    });
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('forgets the payload and shows a new challenge on expiry and on reset', async () => {
    serveChallenges();
    const { onChange, ref } = renderCaptcha();
    const first = await findWidget('n1');
    act(() => {
      first.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'abc' } }));
    });
    act(() => {
      first.dispatchEvent(new CustomEvent('expired'));
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    const second = await findWidget('n2');
    expect(second).not.toBe(first);
    act(() => ref.current?.reset());
    expect(onChange).toHaveBeenLastCalledWith('');
    await findWidget('n3');
  });

  it('renders nothing and reports a placeholder when the server asks for no captcha', async () => {
    serveChallenges('none');
    const { onChange } = renderCaptcha();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NO_CAPTCHA_PAYLOAD));
    expect(screen.queryByTestId('captcha-field')).toBeNull();
    expect(loadAltcha).not.toHaveBeenCalled();
  });

  it('offers to try again when the challenge cannot be fetched', async () => {
    server.use(http.get(apiUrl('/captcha/challenge'), () => HttpResponse.error()));
    renderCaptcha('en');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/The security check could not be loaded/)).toBeInTheDocument();
    serveChallenges();
    await userEvent.setup().click(retry);
    await findWidget('n1');
  });
});

/** The checkbox the real widget draws once connected. */
function drawCheckbox(widget: HTMLElement): HTMLInputElement {
  const checkbox = document.createElement('input');
  checkbox.type = 'checkbox';
  widget.append(checkbox);
  return checkbox;
}

describe('captcha field, asked for the focus', () => {
  it('focuses the checkbox of the round being loaded once it shows, described as asked', async () => {
    serveChallenges();
    const { ref } = renderCaptcha();
    await findWidget('n1');
    act(() => {
      ref.current?.reset();
      ref.current?.focus('why');
    });
    const checkbox = drawCheckbox(await findWidget('n2'));
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(checkbox).toHaveAccessibleDescription('Try again.');
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    serveChallenges();
    const { ref } = renderCaptcha();
    act(() => ref.current?.focus());
    const password = screen.getByRole('textbox', { name: 'Password' });
    await userEvent.setup().click(password);
    const checkbox = drawCheckbox(await findWidget('n1'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(checkbox).not.toHaveFocus();
    expect(password).toHaveFocus();
  });

  it('focuses the retry button when the new challenge cannot be fetched', async () => {
    server.use(http.get(apiUrl('/captcha/challenge'), () => HttpResponse.error()));
    const { ref } = renderCaptcha('en');
    act(() => ref.current?.focus());
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});
