import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { logIn, makeClaims } from '../../../test/tokens';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createMyCompanyBackend, emptyCompany, storedDocument } from '../test/my-company-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

describe('My Company for a company without permits', () => {
  it('warns while a section is incomplete, and thanks at the next visit once the save completes both', async () => {
    const backend = createMyCompanyBackend({
      company: emptyCompany({
        updateBilling: 1,
        taxIdentificationNumber: '900123456-7',
        originIncome: true,
        ceos: [
          {
            name: 'María Gómez',
            countryId: 1,
            country: 'Colombia',
            typeDocumentId: 11,
            typeDocument: 'NIT',
            documentNumber: '79123456',
            verificationDigit: '',
          },
        ],
        shareholders: [
          {
            name: 'Inversiones Verdes',
            countryId: 1,
            country: 'Colombia',
            typeDocumentId: 11,
            typeDocument: 'NIT',
            documentNumber: '800555111',
            verificationDigit: '',
          },
        ],
        surveyDueDiligence: [
          { id: 1, selection: false, response: '' },
          { id: 2, selection: true, response: 'SAGRILAFT' },
        ],
        companiesDocuments: [storedDocument(51, 4, 'chamber.pdf'), storedDocument(52, 5, 'fs.pdf')],
      }),
    });
    server.use(...backend.handlers);
    logIn(makeClaims('owner', { permits: [] }));
    const { router } = renderApp({ path: '/my-company?tab=dueDiligence' });
    const user = userEvent.setup();

    const warning = await screen.findByTestId('no-permits-warning-modal');
    await user.click(within(warning).getByRole('button', { name: 'Understood' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(await screen.findByTestId('my-company-dueDiligence')).getByRole('button', {
        name: 'Edit',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
    );
    await waitFor(() => expect(backend.requests.dueDiligence).toHaveLength(1));
    expect(await screen.findByTestId('my-company-dueDiligence-alert')).toHaveClass('alert-success');

    // The next visit (a new session: the notice was not shown in it yet).
    window.localStorage.removeItem(STORAGE_KEYS.permitsNoticeShownFor);
    await router.navigate('/');
    await router.navigate('/my-company');
    expect(await screen.findByTestId('no-permits-thanks-modal')).toBeInTheDocument();
  });
});
