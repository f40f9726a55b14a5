import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createTestI18n } from '../../../test/test-i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenScreen(): never {
  throw new Error('the screen failed to render');
}

function renderRoutes() {
  const { i18n } = createTestI18n('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/broken']} useTransitions={false}>
        <nav>
          <Link to="/fine">Fine page</Link>
          <Link to="/broken">Broken page</Link>
        </nav>
        <Routes>
          <Route element={<RouteErrorBoundary />}>
            <Route path="/broken" element={<BrokenScreen />} />
            <Route path="/fine" element={<h1>A page that works</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a screen that fails, and the next page once the path changes', async () => {
    // React reports the caught error on the console; the page is what a user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'A page that works' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });
});
