import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/test-i18n';
import { browserLocation } from '../../../lib/browser-location';
import { RouteErrorPage } from './route-error-page';

describe('RouteErrorPage', () => {
  it('says the page could not be shown and reloads on request', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const { i18n } = createTestI18n('pt');
    render(
      <I18nextProvider i18n={i18n}>
        <RouteErrorPage />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recarregar a página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
