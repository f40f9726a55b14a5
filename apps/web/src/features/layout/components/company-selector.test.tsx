import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import { readClaims, readRefreshToken } from '../../../lib/session';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function answerSwitch(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/user/loginForCompany'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function chooseCompany(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Company: owner Company S.A.S.' }));
  await user.click(screen.getByRole('button', { name: new RegExp(name) }));
}

describe('company selector', () => {
  it('lists the companies of the user, marking the current one', async () => {
    logIn(makeClaims('owner'));
    renderApp({ path: '/' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Company: owner Company S.A.S.' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /owner Company S\.A\.S\. CO-0010/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      screen.getByRole('button', { name: /Second Company Ltda\. CO-0011/ }),
    ).not.toHaveAttribute('aria-current');
  });

  it('switches company: stores the new tokens, rebuilds the menus and goes home', async () => {
    logIn(makeClaims('owner'));
    const retailer = makeClaims('retailAggregator', {
      companyId: 11,
      company: { name: 'Second Company Ltda.' },
    });
    const bodies = answerSwitch(() =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        token: makeToken(retailer),
        refreshToken: 'refresh-11',
      }),
    );
    const { router } = renderApp({ path: '/my-projects' });
    expect(await screen.findByRole('button', { name: 'Trading' })).toBeInTheDocument();
    await chooseCompany('Second Company');
    expect(
      await screen.findByRole('button', { name: 'Company: Second Company Ltda.' }),
    ).toBeInTheDocument();
    // The refresh token of the session being left goes along, so the API ends that session.
    expect(bodies).toEqual([{ companyId: 11, refreshToken: 'refresh-1' }]);
    expect(readClaims()?.companyId).toBe(11);
    expect(readRefreshToken()).toBe('refresh-11');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Trading' })).not.toBeInTheDocument();
    // Landing on / says which company the user now acts as (issue fault 7).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
        'Now acting as Second Company Ltda.',
      ),
    );
  });

  it('keeps the focus on its toggle through a switch made with the keyboard', async () => {
    logIn(makeClaims('owner'));
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/user/loginForCompany'), async () => {
        await answered;
        return HttpResponse.json({
          status: 1,
          codeMessages: [],
          token: makeToken(makeClaims('owner', { companyId: 11, company: { name: 'Second' } })),
          refreshToken: 'refresh-11',
        });
      }),
    );
    const { router } = renderApp({ path: '/my-projects' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Company: owner Company S.A.S.' });
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /Second Company/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    // While the switch runs the toggle is unavailable but keeps the focus.
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Now acting as Second');
    await screen.findByRole('heading', { level: 1 });
    // The new page's heading does not take it (a few frames later).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Company: Second' })).toHaveFocus();
    expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['es', 'Empresa: owner Company S.A.S.', 'Ahora actúa como Second Company Ltda.'],
    ['pt', 'Empresa: owner Company S.A.S.', 'Agora você atua como Second Company Ltda.'],
  ] as const)('says the new company in %s', async (language, toggleName, text) => {
    logIn(makeClaims('owner'));
    answerSwitch(() =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        token: makeToken(makeClaims('owner', { companyId: 11, company: { name: 'Second' } })),
        refreshToken: 'refresh-11',
      }),
    );
    renderApp({ path: '/', language });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: toggleName }));
    await user.click(screen.getByRole('button', { name: /Second Company/ }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(text);
  });

  it('shows the API’s messages as a danger alert when the switch is refused', async () => {
    logIn(makeClaims('owner'));
    answerSwitch(() =>
      HttpResponse.json({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_COMPANY', message: 'Not a member' }],
      }),
    );
    const { router } = renderApp({ path: '/my-projects' });
    await chooseCompany('Second Company');
    const alert = await screen.findByTestId('company-switch-error');
    expect(alert).toHaveTextContent('Not a member');
    expect(alert).toHaveClass('alert-danger');
    expect(readClaims()?.companyId).toBe(10);
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('company-switch-error')).not.toBeInTheDocument();
  });

  it('says the company could not be changed when the API cannot be reached', async () => {
    logIn(makeClaims('owner'));
    answerSwitch(() => HttpResponse.error());
    renderApp({ path: '/' });
    await chooseCompany('Second Company');
    expect(await screen.findByTestId('company-switch-error')).toHaveTextContent(
      'The company could not be changed. Try again.',
    );
  });
});
