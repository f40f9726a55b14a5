import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import type { Language } from '@registry/contract/common/language';
import type { MyCompany } from '@registry/contract/company/my-company';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { findRawKeys } from '../../../test/raw-keys';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createLinksBackend } from '../../company-links/test/company-links-handlers';
import { createMyCompanyBackend, emptyCompany, refusal } from '../test/my-company-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openMyCompany({
  path = '/my-company',
  company = emptyCompany(),
  language = 'en' as Language,
} = {}) {
  const backend = createMyCompanyBackend({ company });
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const nav = () => screen.findByRole('navigation', { name: 'Sections of my company' });
const complete: Partial<MyCompany> = { updateBilling: 1, updateDueDiligence: 1 };

describe('/my-company', () => {
  it('shows a loading state, then the five tabs with the first one selected', async () => {
    openMyCompany();
    expect(await screen.findByText('Loading your company…')).toBeInTheDocument();
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('General information'),
      expect.stringContaining('Billing information'),
      expect.stringContaining('Due diligence'),
      expect.stringContaining('Connectivity'),
      expect.stringContaining('Security'),
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'General information' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bosques del Pacífico S.A.S.')).toBeInTheDocument();
  });

  it('marks billing and due diligence with an error icon while the company has not completed them', async () => {
    openMyCompany({ company: emptyCompany({ updateBilling: 0, updateDueDiligence: 1 }) });
    const links = within(await nav());
    const billing = links.getByRole('link', { name: /Billing information/ });
    expect(
      within(billing).getByRole('img', { name: 'Incomplete: complete and save this section' }),
    ).toBeInTheDocument();
    expect(billing).toHaveAccessibleName(
      'Billing information Incomplete: complete and save this section',
    );
    expect(
      within(links.getByRole('link', { name: /Due diligence/ })).queryByRole('img'),
    ).not.toBeInTheDocument();
    expect(links.getAllByRole('img')).toHaveLength(1);
  });

  it('shows no error icon once both are complete', async () => {
    openMyCompany({ company: emptyCompany(complete) });
    expect(within(await nav()).queryAllByRole('img')).toEqual([]);
  });

  it('keeps the selected tab in the URL, so a reload opens it again', async () => {
    const { user, router } = openMyCompany({ path: '/my-company?tab=billing' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Billing information' }),
    ).toBeInTheDocument();
    await user.click(within(await nav()).getByRole('link', { name: /Security/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=security');
    expect(within(await nav()).getByRole('link', { name: /Security/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the company’s platform id and API token on the connectivity tab', async () => {
    server.use(...createLinksBackend().handlers);
    openMyCompany({ path: '/my-company?tab=connectivity' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Connectivity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Platform ID' })).toHaveValue('CR-0000000A');
    // The token is hidden by default (issue fault 4) and still holds the real value to copy.
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('API token')).toHaveValue('token-abc123');
  });

  it('opens the first tab when the URL names no tab it knows', async () => {
    openMyCompany({ path: '/my-company?tab=nothing' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'General information' }),
    ).toBeInTheDocument();
  });

  it('collapses the side navigation to the numbers, the names still read by screen readers', async () => {
    const { user } = openMyCompany();
    const sideNav = await nav();
    const toggle = within(sideNav).getByRole('button', { name: 'Sections menu' });
    // Only where the navigation is a side column (md up) can it collapse (the phone journey checks the rest).
    expect(toggle).toHaveClass('d-none', 'd-md-inline-flex');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sideNav).toHaveClass('is-collapsed');
    const general = within(sideNav).getByRole('link', { name: /General information/ });
    expect(within(general).getByText('General information')).toHaveClass('my-company-nav-label');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sideNav).not.toHaveClass('is-collapsed');
  });

  it('leaves the edit state when another tab is chosen', async () => {
    const { user } = openMyCompany({ company: emptyCompany(complete) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Address/ })).toBeInTheDocument();
    await user.click(within(await nav()).getByRole('link', { name: /Billing information/ }));
    await user.click(within(await nav()).getByRole('link', { name: /General information/ }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Address/ })).not.toBeInTheDocument();
  });

  it('shows the first message of a failed load in a red alert that can be closed', async () => {
    const { user } = openMyCompany();
    server.use(
      http.post(apiUrl('/company/getCompanyMyCompany'), () =>
        refusal(
          403,
          ['ERROR_NOT_MEMBER', 'You no longer belong to this company.'],
          ['ERROR_OTHER', 'A second message.'],
        ),
      ),
    );
    const alert = await screen.findByTestId('my-company-load-error');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('You no longer belong to this company.');
    expect(alert).not.toHaveTextContent('A second message.');
    await user.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('my-company-load-error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(['es', 'pt'] as const)('is translated into %s on every tab', async (language) => {
    for (const tab of ['general', 'billing', 'dueDiligence', 'security']) {
      const { missingKeys, unmount } = openMyCompany({
        path: `/my-company?tab=${tab}`,
        language,
      });
      await screen.findAllByRole('heading', { level: 2 });
      await waitFor(() =>
        expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument(),
      );
      expect(findRawKeys(document.body)).toEqual([]);
      expect(missingKeys).toEqual([]);
      unmount();
    }
  });
});
