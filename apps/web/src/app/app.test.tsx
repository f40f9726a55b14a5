import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { setupMswServer } from '../test/msw-server';
import { createTestI18n } from '../test/test-i18n';
import { App } from './app';

setupMswServer();

function renderWholeApp(isFramed: boolean, language: 'en' | 'es' = 'en') {
  const { i18n } = createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <App isFramed={isFramed} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('App', () => {
  it('shows only the notice asking to inform the team when it runs inside a frame', async () => {
    renderWholeApp(true);
    const notice = await screen.findByTestId('frame-notice');
    expect(notice).toHaveRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This registry is being shown inside another website',
    );
    expect(notice).toHaveTextContent('Please inform our team');
    expect(screen.getByRole('link', { name: 'support@carbon-registry.example' })).toHaveAttribute(
      'href',
      'mailto:support@carbon-registry.example',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('translates the frame notice', async () => {
    renderWholeApp(true, 'es');
    expect(await screen.findByTestId('frame-notice')).toHaveTextContent('informe a nuestro equipo');
  });

  it('shows the registry when it is not framed', async () => {
    renderWholeApp(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carbon Registry' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('frame-notice')).not.toBeInTheDocument();
  });
});
