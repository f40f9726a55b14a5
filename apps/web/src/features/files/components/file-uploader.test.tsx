import '../test/filepond-jsdom';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import type { UploadedFile } from '@registry/contract/files/upload';
import { setupMswServer } from '../../../test/msw-server';
import { findRawKeys } from '../../../test/raw-keys';
import { createTestI18n } from '../../../test/test-i18n';
import { logIn, makeClaims } from '../../../test/tokens';
import { createFilesBackend } from '../test/files-handlers';
import type { ComputeMd5 } from '../utils/compute-md5';
import { hashFileMd5 } from '../utils/hash-file-md5';
import { FileUploader, type FileUploaderProps } from './file-uploader';

const server = setupMswServer();

/** The worker's own hashing code run in the page (jsdom has no workers), in tiny chunks. */
const hashInPage: ComputeMd5 = (file, options) => hashFileMd5(file, options?.onProgress, 4);

const md5Of = (text: string) => createHash('md5').update(text).digest('hex');

const pdf = (name = 'certificate.pdf', content = '%PDF-1.7 registry') =>
  new File([content], name, { type: 'application/pdf' });

function renderUploader(props: Partial<FileUploaderProps> = {}, language: Language = 'en') {
  const { i18n, missingKeys } = createTestI18n(language);
  const onUploaded = vi.fn<(files: UploadedFile[]) => void>();
  const onBusyChange = vi.fn<(isBusy: boolean) => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FileUploader
        fileType="document"
        label="Chamber of commerce certificate"
        onUploaded={onUploaded}
        onBusyChange={onBusyChange}
        computeMd5={hashInPage}
        {...props}
      />
    </I18nextProvider>,
  );
  // FilePond hides its buttons behind animations jsdom does not run.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { ...view, onUploaded, onBusyChange, missingKeys, user };
}

const fileInput = () => screen.findByLabelText(/Chamber of commerce certificate/);

/** FilePond's item for a file, found by the file name it shows. */
async function itemOf(fileName: string) {
  const name = await screen.findByText(fileName, { selector: '.filepond--file-info-main' });
  return name.closest('li') as HTMLElement;
}

/**
 * FilePond's enabled button with that text. Its buttons sit behind animations
 * jsdom does not run, which leaves them hidden to role queries.
 */
function buttonOf(item: HTMLElement, name: string) {
  const button = [...item.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name && !candidate.disabled,
  );
  if (!button) throw new Error(`No enabled ${name} button in the item`);
  return button;
}

const statusOf = (item: HTMLElement) =>
  item.querySelector('.filepond--file-status')?.textContent ?? '';

const withBackend = (options?: Parameters<typeof createFilesBackend>[0]) => {
  const backend = createFilesBackend(options);
  server.use(...backend.handlers);
  return backend;
};

describe('FileUploader', () => {
  it('names its file input after the label and says what to do', async () => {
    renderUploader({ helpText: 'Issued less than 30 days ago.' });
    const input = await fileInput();
    expect(input).toHaveAccessibleName(
      'Chamber of commerce certificate Drag and drop your file here or browse',
    );
    expect(input).toHaveAccessibleDescription('Issued less than 30 days ago.');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', '.pdf', '.doc', '.docx']),
    );
  });

  it('computes the md5, asks for a form, posts the file there and confirms, in that order', async () => {
    logIn(makeClaims('owner'));
    const backend = withBackend();
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), pdf());

    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    const route = 'companies/10/document/1-certificate.pdf';
    const [uploaded] = onUploaded.mock.calls[0]?.[0] ?? [];
    expect(uploaded).toEqual({
      route,
      time: expect.stringMatching(/^\d{13}$/),
      name: 'certificate.pdf',
      md5: md5Of('%PDF-1.7 registry'),
    });
    expect(backend.flow.map((step) => step.step)).toEqual(['upload-url', 'storage', 'confirm']);
    const [askForm, storage, confirm] = backend.flow;
    expect(askForm).toEqual({
      step: 'upload-url',
      body: {
        module: 'companies',
        fileType: 'document',
        fileName: 'certificate.pdf',
        contentType: 'application/pdf',
        size: 17,
      },
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect(storage).toEqual({
      step: 'storage',
      parts: [
        { name: 'key', value: route },
        { name: 'policy', value: 'cG9saWN5' },
        { name: 'x-amz-signature', value: 'sig-1' },
        { name: 'file', contentType: 'application/pdf' },
      ],
      authorization: null,
      withCookies: false,
    });
    expect(confirm).toEqual({ step: 'confirm', body: uploaded });
    expect(statusOf(await itemOf('certificate.pdf'))).toContain('Upload complete');
  });

  it('shows the progress of hashing and uploading, and is busy meanwhile', async () => {
    withBackend();
    let finishHash: (md5: string) => void = () => {};
    const slowHash: ComputeMd5 = (_file, options) => {
      setTimeout(() => options?.onProgress?.(50, 100), 50);
      return new Promise((resolve) => (finishHash = resolve));
    };
    const { onUploaded, onBusyChange, user } = renderUploader({ computeMd5: slowHash });
    await user.upload(await fileInput(), pdf());
    const item = await itemOf('certificate.pdf');
    // Half the hash is 5 % of the whole: the hash takes the first tenth of the bar.
    await waitFor(() => expect(statusOf(item)).toContain('Uploading 5%'));
    expect(statusOf(item)).toContain('tap to cancel');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    finishHash(md5Of('%PDF-1.7 registry'));
    await waitFor(() => expect(statusOf(item)).toContain('Upload complete'));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the scan’s refusal on the file and reports no file', async () => {
    const backend = withBackend({ verdict: 'malformed' });
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), pdf('invoice.pdf'));
    const item = await itemOf('invoice.pdf');
    await waitFor(() =>
      expect(statusOf(item)).toContain('The file was rejected by the security scan.'),
    );
    expect(await screen.findByTestId('file-uploader-rejected')).toHaveTextContent(
      'invoice.pdf was rejected by the security scan: executables, scripts, web pages and damaged files are not accepted. Upload a PDF or Word document.',
    );
    expect(backend.flow.map((step) => step.step)).toEqual(['upload-url', 'storage', 'confirm']);
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(await waitFor(() => buttonOf(item, 'Remove')));
    await waitFor(() =>
      expect(screen.queryByTestId('file-uploader-rejected')).not.toBeInTheDocument(),
    );
  });

  it('shows a generic error when the storage refuses the form', async () => {
    const backend = withBackend({ storageStatus: 403 });
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), pdf());
    const item = await itemOf('certificate.pdf');
    await waitFor(() => expect(statusOf(item)).toContain('Error during upload'));
    expect(statusOf(item)).toContain('tap to retry');
    expect(backend.flow.map((step) => step.step)).toEqual(['upload-url', 'storage']);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('cancels a running upload: the request is aborted and the file leaves the list', async () => {
    const backend = withBackend({ storageDelay: 'infinite' });
    const abortSpy = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), pdf());
    const item = await itemOf('certificate.pdf');
    await waitFor(() => expect(backend.flow.map((step) => step.step)).toContain('storage'));
    await user.click(await waitFor(() => buttonOf(item, 'Cancel')));
    await waitFor(() => expect(screen.queryByText('certificate.pdf')).not.toBeInTheDocument());
    expect(abortSpy).toHaveBeenCalledTimes(1);
    expect(backend.flow.map((step) => step.step)).toEqual(['upload-url', 'storage']);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('cancelling while hashing stops the hash', async () => {
    const backend = withBackend();
    let hashSignal: AbortSignal | undefined;
    const endlessHash: ComputeMd5 = (_file, options) => {
      hashSignal = options?.signal;
      return new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () =>
          reject(new DOMException('', 'AbortError')),
        ),
      );
    };
    const { user } = renderUploader({ computeMd5: endlessHash });
    await user.upload(await fileInput(), pdf());
    const item = await itemOf('certificate.pdf');
    await waitFor(() => expect(hashSignal).toBeDefined());
    await user.click(await waitFor(() => buttonOf(item, 'Cancel')));
    await waitFor(() => expect(hashSignal?.aborted).toBe(true));
    expect(backend.flow).toEqual([]);
  });

  it('removing an uploaded file takes it out of the uploaded list', async () => {
    withBackend();
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), pdf());
    const item = await itemOf('certificate.pdf');
    await waitFor(() => expect(statusOf(item)).toContain('Upload complete'));
    await user.click(await waitFor(() => buttonOf(item, 'Remove')));
    await waitFor(() => expect(onUploaded).toHaveBeenLastCalledWith([]));
  });

  it('accepts a Word file the system reports without a type, by its extension', async () => {
    const backend = withBackend();
    const { onUploaded, user } = renderUploader();
    await user.upload(await fileInput(), new File(['PK word'], 'statutes.docx', { type: '' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(backend.flow[0]).toMatchObject({
      body: {
        fileName: 'statutes.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
  });

  it('replaces the file when single and another one is chosen', async () => {
    withBackend();
    const { onUploaded, user } = renderUploader({ multiple: 0 });
    await user.upload(await fileInput(), pdf('first.pdf'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    await user.upload(await fileInput(), pdf('second.pdf', '%PDF second'));
    await waitFor(() =>
      expect(onUploaded).toHaveBeenLastCalledWith([
        expect.objectContaining({ name: 'second.pdf' }),
      ]),
    );
    expect(screen.queryByText('first.pdf')).not.toBeInTheDocument();
  });

  it('takes several files when multiple, and refuses more than 100', async () => {
    const backend = withBackend();
    const { onUploaded, user } = renderUploader({ multiple: 1 });
    const input = await fileInput();
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [pdf('a.pdf', '%PDF a'), pdf('b.pdf', '%PDF b')]);
    await waitFor(() => expect(onUploaded.mock.lastCall?.[0]).toHaveLength(2));
    expect(onUploaded.mock.lastCall?.[0].map((file) => file.name).sort()).toEqual([
      'a.pdf',
      'b.pdf',
    ]);

    const tooMany = Array.from({ length: 99 }, (_, i) => pdf(`many-${i}.pdf`, `%PDF ${i}`));
    await user.upload(input, tooMany);
    expect(await screen.findByTestId('file-uploader-warning')).toHaveTextContent(
      'No more than 100 files can be added here.',
    );
    expect(screen.queryByText('many-0.pdf')).not.toBeInTheDocument();
    expect(backend.flow.filter((step) => step.step === 'upload-url')).toHaveLength(2);
  });

  it('takes one image for the logo, whatever the multiple flag says', async () => {
    const backend = withBackend();
    const { onUploaded, user } = renderUploader({ fileType: 'logo', multiple: 1, label: 'Logo' });
    const input = await screen.findByLabelText(/^Logo/);
    expect(input).not.toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('image/png');
    await user.upload(input, new File(['PNG'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(backend.flow[0]).toMatchObject({ body: { fileType: 'logo', contentType: 'image/png' } });
  });

  const TOO_LARGE = {
    en: ['File is too large', 'Maximum file size is 1.00 GB'],
    es: ['El archivo es demasiado grande', 'El tamaño máximo es 1.00 GB'],
    pt: ['O arquivo é muito grande', 'O tamanho máximo é 1.00 GB'],
  } as const;

  it.each(Object.entries(TOO_LARGE))(
    'refuses a file over 1 GB before any call, in %s',
    async (language, [main, sub]) => {
      const backend = withBackend();
      const { user } = renderUploader({}, language as Language);
      const huge = pdf('huge.pdf');
      Object.defineProperty(huge, 'size', { value: 1024 * 1024 * 1024 + 1 });
      await user.upload(await screen.findByLabelText(/Chamber of commerce certificate/), huge);
      const item = await itemOf('huge.pdf');
      await waitFor(() => expect(statusOf(item)).toContain(main));
      expect(statusOf(item)).toContain(sub);
      expect(backend.flow).toEqual([]);
    },
  );

  const WRONG_TYPE = {
    en: [
      'File is of invalid type',
      'Expects .pdf, .doc, .docx or .docm',
      'setup.exe is not in an accepted format. Upload a file of one of these types: .pdf, .doc, .docx, .docm.',
    ],
    es: [
      'El tipo de archivo no es válido',
      'Se espera .pdf, .doc, .docx o .docm',
      'setup.exe no tiene un formato aceptado. Suba un archivo de uno de estos tipos: .pdf, .doc, .docx, .docm.',
    ],
    pt: [
      'O tipo de arquivo é inválido',
      'Espera-se .pdf, .doc, .docx ou .docm',
      'setup.exe não está em um formato aceito. Envie um arquivo de um destes tipos: .pdf, .doc, .docx, .docm.',
    ],
  } as const;

  it.each(Object.entries(WRONG_TYPE))(
    'refuses a file that is not Word or PDF before any call, with myCompanies.error.invalidFormat, in %s',
    async (language, [main, sub, invalidFormat]) => {
      const backend = withBackend();
      renderUploader({}, language as Language);
      // applyAccept off: a user can drop any file, whatever the picker offers.
      await userEvent
        .setup({ applyAccept: false })
        .upload(
          await screen.findByLabelText(/Chamber of commerce certificate/),
          new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
        );
      const item = await itemOf('setup.exe');
      await waitFor(() => expect(statusOf(item)).toContain(main));
      expect(statusOf(item)).toContain(sub);
      expect(await screen.findByTestId('file-uploader-rejected')).toHaveTextContent(invalidFormat);
      expect(backend.flow).toEqual([]);
    },
  );

  it('forgets the format alert when the refused file is removed', async () => {
    withBackend();
    renderUploader();
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        await fileInput(),
        new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      );
    const alert = await screen.findByTestId('file-uploader-rejected');
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent(/^setup\.exe is not in an accepted format/);
    const item = await itemOf('setup.exe');
    // FilePond enables the button once it has drawn the refused item.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(await waitFor(() => buttonOf(item, 'Remove')));
    await waitFor(() =>
      expect(screen.queryByTestId('file-uploader-rejected')).not.toBeInTheDocument(),
    );
  });

  it.each(['es', 'pt'] as const)('speaks %s, with no raw keys', async (language) => {
    withBackend({ verdict: 'malformed' });
    const { user, missingKeys } = renderUploader({}, language);
    const input = await screen.findByLabelText(/Chamber of commerce certificate/);
    expect(input).toHaveAccessibleName(
      language === 'es'
        ? 'Chamber of commerce certificate Arrastre y suelte su archivo aquí o selecciónelo'
        : 'Chamber of commerce certificate Arraste e solte seu arquivo aqui ou procure',
    );
    await user.upload(input, pdf('Certificado 2026.pdf'));
    const item = await itemOf('Certificado 2026.pdf');
    await waitFor(() =>
      expect(statusOf(item)).toContain(
        language === 'es'
          ? 'El archivo fue rechazado por el análisis de seguridad.'
          : 'O arquivo foi rejeitado pela verificação de segurança.',
      ),
    );
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});
