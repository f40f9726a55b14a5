import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { authHandlers } from '../features/auth/test/auth-handlers';

// The real widget needs Web Workers; here it is an undefined custom element.
vi.mock('../components/captcha/load-altcha', () => ({ loadAltcha: async () => undefined }));

const server = setupMswServer();
beforeEach(() => server.use(...authHandlers));

async function openLogin() {
  const view = renderApp({ path: '/login' });
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

describe('the focus after a navigation', () => {
  it("moves to the new page's heading when the link that was followed is gone", async () => {
    const { user } = await openLogin();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Forgot your password?' }),
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Recover your password',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("moves to the new page's heading from a link of the header, which stays", async () => {
    const { user, router } = await openLogin();
    const brand = within(screen.getByRole('banner')).getByRole('link', { name: 'Carbon Registry' });
    brand.focus();
    await router.navigate('/password-recovery');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Recover your password',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab starts inside the page, not in the header.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
