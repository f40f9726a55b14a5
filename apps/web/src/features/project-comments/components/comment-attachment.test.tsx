import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { browserLocation } from '../../../lib/browser-location';
import { hashFileMd5 } from '../../files/utils/hash-file-md5';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createCommentsBackend } from '../test/project-comments-handlers';

/** The widget stands in as a button that "solves" the challenge (the real one is tested on its own). */
vi.mock('../../../components/captcha/captcha-field', () => ({
  CaptchaField: forwardRef<{ reset(): void }, { onChange(payload: string): void }>(
    function CaptchaField({ onChange }, ref) {
      useImperativeHandle(ref, () => ({ reset: () => undefined }), []);
      return (
        <button type="button" onClick={() => onChange('solved-payload')}>
          Solve the captcha
        </button>
      );
    },
  ),
}));

// jsdom has no Web Workers: the worker's own hashing code runs in the page.
vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5: hash } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hash(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const pdf = (name = 'mapa.pdf') =>
  new File(['%PDF-1.4 mapa de la vereda'], name, { type: 'application/pdf' });

function open(
  path: string,
  options: Parameters<typeof createCommentsBackend>[0] & { language?: 'en' | 'es' } = {},
) {
  const { language = 'en', ...backendOptions } = options;
  const backend = createCommentsBackend(backendOptions);
  server.use(...backend.handlers);
  const view = renderApp({ path, language });
  // The picker's accept list is the form's first check; the tests hand it anything.
  return { ...view, backend, user: userEvent.setup({ applyAccept: false }) };
}

async function fillTheForm(user: ReturnType<typeof userEvent.setup>) {
  const page = within(await screen.findByRole('region', { name: 'Comment on Bosque de niebla' }));
  await user.type(page.getByRole('textbox', { name: /^Name/ }), 'Ana Pérez');
  await user.type(page.getByRole('textbox', { name: /^E-mail/ }), 'ana@vecinos.example');
  await user.type(page.getByRole('textbox', { name: /^Comment/ }), 'Adjunto el mapa.');
  await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
}

describe('the attachment of a comment', () => {
  it('shows the chosen file, removable, then uploads it with progress and sends the comment claiming it', async () => {
    const { container, backend, user } = open('/project-comment/2/7', { storageDelay: 150 });
    await fillTheForm(user);
    const input = screen.getByLabelText('Attachment (optional)');
    expect(input).toHaveAccessibleDescription(
      'One PDF, Word file or image, up to 10 MB. It is public, with your comment.',
    );

    await user.upload(input, pdf('otro.pdf'));
    expect(screen.getByTestId('comment-attachment')).toHaveTextContent('otro.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove the attachment otro.pdf' }));
    expect(screen.queryByTestId('comment-attachment')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    const file = pdf();
    await user.upload(input, file);
    expect(screen.getByTestId('comment-attachment')).toHaveTextContent('mapa.pdf');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading the attachment' });
    expect(progress).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByTestId('comment-result')).toHaveTextContent(
      'Thank you. Your comment was received.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-attachment')).not.toBeInTheDocument();

    expect(backend.attachmentSteps.map(({ step }) => step)).toEqual(['form', 'storage', 'confirm']);
    expect(backend.attachmentSteps[0]?.body).toEqual({
      fileName: 'mapa.pdf',
      contentType: 'application/pdf',
      size: file.size,
      recaptchaValue: 'solved-payload',
    });
    expect(backend.attachmentSteps[2]?.body).toEqual({
      route: 'comments/7/u/mapa.pdf',
      md5: await hashFileMd5(file),
    });
    // The form was asked for with the captcha: the comment claims the attachment instead.
    expect(backend.posts[0]?.body).toEqual({
      name: 'Ana Pérez',
      email: 'ana@vecinos.example',
      organization: '',
      comment: 'Adjunto el mapa.',
      attachmentRoute: 'comments/7/u/mapa.pdf',
    });
  });

  it('turns away a file of another type or over 10 MB before any upload', async () => {
    const { backend, user } = open('/project-comment/2/7');
    const input = await screen.findByLabelText('Attachment (optional)');
    await user.upload(input, new File(['notas'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByText('Choose a PDF, a Word file or an image.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('comment-attachment')).not.toBeInTheDocument();

    const large = pdf('plano.pdf');
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, large);
    expect(screen.getByText('The attachment may have at most 10 MB.')).toBeVisible();
    expect(screen.queryByTestId('comment-attachment')).not.toBeInTheDocument();

    await user.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByTestId('comment-attachment')).toHaveTextContent('foto.png');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(backend.attachmentSteps).toEqual([]);
  });

  it('says why the scan refused the file, sends no comment, and keeps the file to remove', async () => {
    const { backend, user } = open('/project-comment/2/7', { attachmentVerdict: 'refused' });
    await fillTheForm(user);
    await user.upload(screen.getByLabelText('Attachment (optional)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await screen.findByTestId('comment-result')).toHaveTextContent(
      'The attachment was refused.',
    );
    expect(backend.posts).toHaveLength(0);
    expect(screen.getByTestId('comment-attachment')).toHaveTextContent('mapa.pdf');
    expect(screen.getByRole('button', { name: 'Send the comment' })).toBeEnabled();
  });

  it('does not upload the attachment again when the comment itself failed', async () => {
    const { backend, user } = open('/project-comment/2/7');
    server.use(
      http.post(
        apiUrl('/public/project-comment/:projectId'),
        () => HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
        { once: true },
      ),
    );
    await fillTheForm(user);
    await user.upload(screen.getByLabelText('Attachment (optional)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await screen.findByTestId('comment-result')).toHaveTextContent(
      'The comment could not be sent. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await screen.findByText('Thank you. Your comment was received.')).toBeVisible();
    expect(backend.attachmentSteps.map(({ step }) => step)).toEqual(['form', 'storage', 'confirm']);
    expect(backend.posts[0]?.body).toMatchObject({ attachmentRoute: 'comments/7/u/mapa.pdf' });
  });

  it('speaks Spanish', async () => {
    open('/project-comment/2/7', { language: 'es' });
    expect(await screen.findByLabelText('Archivo adjunto (opcional)')).toBeInTheDocument();
  });
});

describe('the attachments in the list of comments', () => {
  it('downloads an attachment through its signed link; a hidden comment shows none', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { backend, user } = open('/project-comment-list/7');
    const link = await screen.findByRole('button', {
      name: 'Download the attachment Mapa de la vereda.pdf',
    });
    expect(link.closest('li')).toHaveTextContent('Attachment: Mapa de la vereda.pdf');
    await user.click(link);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${window.location.origin}/api/files/object/comments/7/u/mapa.pdf?s=1`,
      ),
    );
    expect(backend.attachmentSteps).toEqual([
      { step: 'link', body: { projectId: '7', commentId: '1' } },
    ]);
    expect(screen.getAllByRole('button', { name: /^Download the attachment/ })).toHaveLength(1);
    assign.mockRestore();
  });
});
