import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { captureCsvDownloads } from '../../../test/csv-downloads';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createHistoryBackend, movementRow, OPENINGS_FILE } from '../test/history-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
afterEach(() => vi.restoreAllMocks());

function openHistory(language: Language = 'en') {
  const backend = createHistoryBackend([movementRow()]);
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/historical-transfer', language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/historical-transfer: the keys to the history in the transparency log', () => {
  it('says what the file is for and downloads the openings as verify-log reads them', async () => {
    const { blobs, names } = captureCsvDownloads();
    const { user, container } = openHistory();
    const box = within(
      await screen.findByRole('region', { name: 'Check your history in the transparency log' }),
    );
    expect(box.getByText(/your accounts appear in it only as codes/)).toBeInTheDocument();
    expect(
      box.getByText(/npm run verify-log -- .+ --account account-openings\.json/),
    ).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Download the keys to your history (JSON)' }));
    await vi.waitFor(() => expect(names).toEqual(['account-openings.json']));
    expect(JSON.parse(await blobs[0]!.text())).toEqual(OPENINGS_FILE);
    await expectNoAxeViolations(container);
  });

  it("shows the API's message when the file cannot be had, in the user's language", async () => {
    const { user, state } = openHistory('es');
    state.failOpenings = true;
    const box = within(
      await screen.findByRole('region', {
        name: 'Verifique su historial en el log de transparencia',
      }),
    );
    await user.click(
      box.getByRole('button', { name: 'Descargar las claves de su historial (JSON)' }),
    );
    expect(await box.findByRole('alert')).toHaveTextContent('Something failed.');
  });
});
