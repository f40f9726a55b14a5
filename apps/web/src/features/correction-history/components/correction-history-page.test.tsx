import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { correctionHistoryHandlers } from '../test/correction-history-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers, ...correctionHistoryHandlers));

describe('/correction-history/{projectId}', () => {
  it('lists each change with translated field names and readable values, and passes axe', async () => {
    const { container } = renderApp({ path: '/correction-history/5', language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Correction history' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Parque Eólico · CDM-CO-0005')).toBeInTheDocument();
    const country = screen.getByRole('rowheader', { name: 'Country' }).closest('tr');
    expect(country).not.toBeNull();
    const cells = within(country as HTMLElement);
    expect(cells.getByText('Colombia')).toBeInTheDocument();
    expect(cells.getByText('Perú')).toBeInTheDocument();
    expect(cells.getByText('Diana Developer (Demo Developer)')).toBeInTheDocument();
    expect(cells.getByText('The site lies across the border.')).toBeInTheDocument();
    const ccp = within(
      screen.getByRole('rowheader', { name: 'ICVCM CCP-approved' }).closest('tr') as HTMLElement,
    );
    expect(ccp.getByText('No')).toBeInTheDocument();
    expect(ccp.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Waste')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /csv/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      '/projects/5',
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish', async () => {
    renderApp({ path: '/correction-history/5', language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historial de correcciones' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'País' })).toBeInTheDocument();
    expect(screen.getByText('Sí')).toBeInTheDocument();
  });

  it('says when a project has no corrections', async () => {
    const { container } = renderApp({ path: '/correction-history/6', language: 'en' });
    expect(await screen.findByText('This project has no corrections.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("says why another company's draft cannot be seen", async () => {
    renderApp({ path: '/correction-history/9', language: 'en' });
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'This project is not public.',
    );
  });
});
