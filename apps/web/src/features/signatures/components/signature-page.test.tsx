import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createSignaturesBackend, SHA256, SIGNATURE_PATH } from '../test/signatures-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

async function openLink(language: 'en' | 'es' | 'pt' = 'en') {
  const backend = await createSignaturesBackend();
  server.use(...backend.handlers);
  logIn(makeClaims('ovv'));
  const view = renderApp({ path: SIGNATURE_PATH, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/signature/{firm}/{projectId}/{userId}', () => {
  it('shows the document, its SHA-256 and the consent, and passes axe', async () => {
    const { container } = await openLink();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document signature' }),
    ).toBeVisible();
    expect(await screen.findByTestId('document-sha256')).toHaveTextContent(SHA256);
    expect(screen.getByRole('link', { name: 'Download Validation report.pdf' })).toHaveAttribute(
      'href',
      'https://storage.example.test/validation.pdf',
    );
    expect(screen.getByText(/sign the document\.$/)).toBeVisible();
    expect(screen.getByText('Validation and verification body')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says a wrong password clearly, then signs and shows the record', async () => {
    const { user, state } = await openLink();
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByText('Enter your password to sign.')).toBeVisible();

    await user.type(password, 'Wrong-Password-1');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password is not correct. The document was not signed.',
    );

    await user.type(screen.getByLabelText('Password'), 'Right-Password-1');
    await user.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(await screen.findByRole('heading', { name: 'Document signed' })).toBeVisible();
    expect(state.passwords).toEqual(['Wrong-Password-1', 'Right-Password-1']);
  });

  it('shows why a used link cannot be opened again', async () => {
    const backend = await createSignaturesBackend();
    backend.state.isUsed = true;
    server.use(...backend.handlers);
    logIn(makeClaims('ovv'));
    renderApp({ path: SIGNATURE_PATH });
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'This signature link has already been used',
    );
    expect(screen.queryByRole('button', { name: 'Sign the document' })).not.toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in first, in Spanish', async () => {
    const backend = await createSignaturesBackend();
    server.use(...backend.handlers);
    const { container } = renderApp({ path: SIGNATURE_PATH, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Firma de documentos' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('speaks Portuguese', async () => {
    await openLink('pt');
    expect(await screen.findByText('SHA-256 do documento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assinar o documento' })).toBeVisible();
  });
});
