import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@registry/contract/common/language';
import { createQueryClient } from '../lib/query-client';
import { setupMswServer } from '../test/msw-server';
import { createTestI18n } from '../test/test-i18n';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, preloadScreen, type LoadScreen } from './lazy-screen';
import { App } from './app';

// The home page's chunk never arrives: the network stalls on it.
vi.mock('../features/home/components/home-page', () => new Promise(() => {}));

setupMswServer();

/** Short enough for a test, long enough that a busy machine still imports a chunk in time. */
const TEST_TIMEOUT_MS = 300;
const WAIT = { timeout: 10_000 };

const never = () => new Promise<never>(() => {});
const Projects = () => <h1>Projects</h1>;

/** One lazy screen, by itself. */
function renderScreen(load: LoadScreen, timeoutMs = TEST_TIMEOUT_MS, language: Language = 'en') {
  const { i18n, missingKeys } = createTestI18n(language);
  const Screen = lazyScreen(load, timeoutMs);
  render(
    <I18nextProvider i18n={i18n}>
      <Screen />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), missingKeys };
}

describe('lazyScreen', () => {
  it('gives a chunk the spec’s 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('shows a screen loaded before the first render at once, with no spinner over the page', async () => {
    const load: LoadScreen = () => Promise.resolve(Projects);
    await preloadScreen(load);
    renderScreen(load);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the screen when its chunk loads in time', async () => {
    renderScreen(() => Promise.resolve(Projects));
    expect(await screen.findByRole('heading', { name: 'Projects' }, WAIT)).toBeInTheDocument();
  });

  it('replaces the spinner of a stalled chunk with an error, and tries the import again on retry', async () => {
    const load = vi
      .fn<LoadScreen>()
      .mockImplementationOnce(never)
      .mockImplementationOnce(() => Promise.resolve(Projects));
    const { user, missingKeys } = renderScreen(load);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const alert = await screen.findByTestId('chunk-timeout-page', {}, WAIT);
    expect(alert).toHaveRole('alert');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is taking too long to load' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Projects' }, WAIT)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('chunk-timeout-page')).not.toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('shows the error again when the retry stalls too', async () => {
    const load = vi.fn<LoadScreen>(never);
    // Long enough to see the retry's spinner before it gives up again.
    const { user } = renderScreen(load, 1_500, 'es');
    await user.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }, WAIT));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la página de nuevo…');
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' }, WAIT)).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the screen should the stalled chunk arrive after all', async () => {
    let arrive: (screen: typeof Projects) => void = () => {};
    const late = new Promise<typeof Projects>((resolve) => (arrive = resolve));
    renderScreen(() => late, TEST_TIMEOUT_MS, 'pt');
    await screen.findByRole('button', { name: 'Tentar novamente' }, WAIT);
    arrive(Projects);
    expect(await screen.findByRole('heading', { name: 'Projects' }, WAIT)).toBeInTheDocument();
  });
});

describe('the app’s routes', () => {
  it('show the timeout error with a retry when a screen’s chunk stalls, not an endless spinner', async () => {
    const { i18n } = createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']} useTransitions={false}>
          <App
            isFramed={false}
            queryClient={createQueryClient()}
            chunkLoadTimeoutMs={TEST_TIMEOUT_MS}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('chunk-timeout-page', {}, WAIT)).toHaveTextContent(
      'This page is taking too long to load',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
