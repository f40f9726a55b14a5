import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createPublicProjectsBackend } from '../../public-projects/test/public-projects-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createSignaturesBackend, RECORD, SHA256 } from '../test/signatures-handlers';

const server = setupMswServer();
beforeEach(() =>
  server.use(
    ...sessionHandlers,
    ...createPublicProjectsBackend().handlers,
    // The page also asks for the parties' read; here the public page alone is the point.
    http.get(apiUrl('/project/:projectId'), () =>
      HttpResponse.json(
        { status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'Forbidden' }] },
        { status: 403 },
      ),
    ),
  ),
);

describe('the signatures on /projects/{projectId}', () => {
  it("lists who signed which SHA-256, as what and when, to the project's parties", async () => {
    server.use(...(await createSignaturesBackend()).handlers);
    logIn(makeClaims('developer'));
    const { container } = renderApp({ path: '/projects/5' });
    const region = await screen.findByRole('region', { name: 'Signatures' });
    const row = within(within(region).getByRole('table')).getByRole('row', {
      name: /Validation report/,
    });
    expect(within(row).getByText('Ana ovv (Validadora OVV S.A.S.)')).toBeVisible();
    expect(within(row).getByText('Validation and verification body')).toBeVisible();
    expect(within(row).getByText(SHA256)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it("lists the certifier's certification of a period with the certifier's role", async () => {
    const certification = {
      ...RECORD,
      id: 2,
      role: 'certifier' as const,
      signerName: 'Carla certifier',
      companyName: 'Certificadora S.A.S.',
      documentType: 'certification' as const,
      documentName: 'Certification period 1.pdf',
    };
    server.use(
      http.get(apiUrl('/project/:projectId/signatures'), () =>
        HttpResponse.json({ status: 1, codeMessages: [], signatures: [RECORD, certification] }),
      ),
    );
    logIn(makeClaims('certifier'));
    renderApp({ path: '/projects/5' });
    const region = await screen.findByRole('region', { name: 'Signatures' });
    const row = within(within(region).getByRole('table')).getByRole('row', {
      name: /Certification: Certification period 1\.pdf/,
    });
    expect(within(row).getByText('Carla certifier (Certificadora S.A.S.)')).toBeVisible();
    expect(within(row).getByText('Certifier')).toBeVisible();
  });

  it('shows nothing to a company with no part in the project', async () => {
    server.use(
      http.get(apiUrl('/project/:projectId/signatures'), () =>
        HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'Forbidden' }] },
          { status: 403 },
        ),
      ),
    );
    logIn(makeClaims('trader'));
    renderApp({ path: '/projects/5' });
    expect(await screen.findByRole('region', { name: 'State timeline' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Signatures' })).not.toBeInTheDocument();
  });
});
