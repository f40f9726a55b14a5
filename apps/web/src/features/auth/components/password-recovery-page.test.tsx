import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { forwardRef, useImperativeHandle } from 'react';
import { setupMswServer } from '../../../test/msw-server';
import { recordPost } from '../../password/test/password-api-handlers';
import { renderPasswordPage } from '../../password/test/render-password-page';
import { PasswordRecoveryPage } from './password-recovery-page';

const captcha = vi.hoisted(() => ({ reset: vi.fn(), isInvalid: false }));

/** The widget stands in as a button that "solves" the challenge (the real one is tested on its own). */
vi.mock('../../../components/captcha/captcha-field', () => ({
  CaptchaField: forwardRef<
    { reset(): void },
    { onChange(payload: string): void; isInvalid?: boolean }
  >(function CaptchaField({ onChange, isInvalid = false }, ref) {
    useImperativeHandle(ref, () => ({ reset: captcha.reset }), []);
    captcha.isInvalid = isInvalid;
    return (
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve the captcha
      </button>
    );
  }),
}));

const server = setupMswServer();

function renderPage() {
  captcha.reset.mockClear();
  captcha.isInvalid = false;
  return renderPasswordPage({
    Page: PasswordRecoveryPage,
    route: '/password-recovery',
    path: '/password-recovery',
  });
}

const SENT = {
  status: 1,
  codeMessages: [
    {
      codeMessage: 'INFO_PASSWORD_RECOVERY',
      message: 'If an active account uses this e-mail, we have sent it a link.',
    },
  ],
};

describe('password recovery page', () => {
  it('flags an empty e-mail and sends nothing', async () => {
    const post = recordPost('/user/passwordRecovery', () => HttpResponse.json(SENT));
    server.use(post.handler);
    const user = userEvent.setup();
    const { missingKeys } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recover your password' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('E-mail')).toBeInvalid();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(post.bodies).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(missingKeys).toEqual([]);
  });

  it('sends the e-mail and the captcha, shows the answer as success and resets the captcha', async () => {
    const post = recordPost('/user/passwordRecovery', () => HttpResponse.json(SENT));
    server.use(post.handler);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('E-mail'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const result = await screen.findByTestId('password-recovery-result');
    expect(result).toHaveClass('alert-success');
    expect(result).toHaveTextContent('If an active account uses this e-mail');
    expect(post.bodies).toEqual([{ email: 'ana@example.org', recaptchaValue: 'solved-payload' }]);
    expect(captcha.reset).toHaveBeenCalledTimes(1);

    // The solved captcha was spent: the next request goes without it until solved again.
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await vi.waitFor(() => expect(post.bodies).toHaveLength(2));
    expect(post.bodies[1]).toEqual({ email: 'ana@example.org', recaptchaValue: '' });
    expect(captcha.reset).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal as danger and marks the captcha when it is the reason', async () => {
    server.use(
      recordPost('/user/passwordRecovery', () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_CAPTCHA',
                message: 'Confirm that you are not a robot (the captcha) and try again.',
              },
            ],
          },
          { status: 400 },
        ),
      ).handler,
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('E-mail'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const result = await screen.findByTestId('password-recovery-result');
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent('Confirm that you are not a robot');
    expect(captcha.isInvalid).toBe(true);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });

  it('shows the rate limit answer as danger', async () => {
    server.use(
      recordPost('/user/passwordRecovery', () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_RATE_LIMIT',
                message: 'Too many requests. Please wait 15 minute(s) and try again.',
              },
            ],
          },
          { status: 429 },
        ),
      ).handler,
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('E-mail'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const result = await screen.findByTestId('password-recovery-result');
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent('Please wait 15 minute(s)');
    expect(captcha.isInvalid).toBe(false);
  });
});
