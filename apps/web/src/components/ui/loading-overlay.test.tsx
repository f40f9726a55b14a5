import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/test-i18n';
import { LoadingOverlay } from './loading-overlay';

function renderOverlay(show: boolean, label?: string, language: 'en' | 'es' = 'en') {
  const { i18n } = createTestI18n(language);
  const ui = (isShown: boolean) => (
    <I18nextProvider i18n={i18n}>
      <LoadingOverlay show={isShown} {...(label ? { label } : {})} />
    </I18nextProvider>
  );
  const view = render(ui(show));
  return { ...view, setShow: (isShown: boolean) => view.rerender(ui(isShown)) };
}

describe('LoadingOverlay', () => {
  it('covers the page with a backdrop and a spinner announced as a status while shown', () => {
    renderOverlay(true, 'Preparing the download…');
    const status = screen.getByRole('status', { name: 'Preparing the download…' });
    expect(status).toHaveClass('loading-overlay-spinner');
    expect(status.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('loading-overlay-backdrop')).toHaveClass('loading-overlay-backdrop');
    expect(status.parentElement).toBe(document.body);
  });

  it('shows nothing while its flag is false, and goes away when it turns false', () => {
    const { setShow } = renderOverlay(false, 'Preparing the download…');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay-backdrop')).not.toBeInTheDocument();
    setShow(true);
    expect(screen.getByRole('status')).toBeInTheDocument();
    setShow(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says "Loading" in the user’s language when no label is given', () => {
    renderOverlay(true, undefined, 'es');
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });
});
