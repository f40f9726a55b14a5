import '../test/filepond-jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { setupMswServer } from '../../../test/msw-server';
import { createTestI18n } from '../../../test/test-i18n';
import { createFilesBackend } from '../test/files-handlers';
import type { ComputeMd5 } from '../utils/compute-md5';
import { hashFileMd5 } from '../utils/hash-file-md5';
import { FileUploader } from './file-uploader';

const server = setupMswServer();

/** The worker's own hashing code run in the page (jsdom has no workers). */
const hashInPage: ComputeMd5 = (file, options) => hashFileMd5(file, options?.onProgress);

const pdf = (name: string) => new File(['%PDF-1.7 registry'], name, { type: 'application/pdf' });

function renderUploader(storageDelay?: 'infinite') {
  server.use(...createFilesBackend({ storageDelay }).handlers);
  const { i18n } = createTestI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Before</button>
      <FileUploader
        fileType="document"
        multiple={1}
        label="Project documents"
        onUploaded={vi.fn()}
        computeMd5={hashInPage}
      />
      <button type="button">After</button>
    </I18nextProvider>,
  );
  // FilePond hides its buttons behind animations jsdom does not run.
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const browseInput = () =>
  screen.findByLabelText(/Project documents/, { selector: 'input[type="file"]' });

/** The enabled FilePond button with that text in the file's item, once FilePond has drawn it. */
async function buttonOf(fileName: string, name: string) {
  const info = await screen.findByText(fileName, { selector: '.filepond--file-info-main' });
  const item = info.closest('li') as HTMLElement;
  return waitFor(() => {
    const button = [...item.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === name && !candidate.disabled,
    );
    if (!button) throw new Error(`No enabled ${name} button for ${fileName}`);
    return button;
  });
}

/**
 * The drop area's ring as the page draws it now. jsdom keeps computed styles
 * until the DOM changes, and a move of the focus is no change: one is made.
 */
function ringOf(element: HTMLElement) {
  document.body.dataset['styleProbe'] = String(
    Number(document.body.dataset['styleProbe'] ?? 0) + 1,
  );
  const style = getComputedStyle(element);
  return { outline: style.outline, boxShadow: style.boxShadow };
}

describe('FileUploader and the keyboard', () => {
  it('gives the focus back to the browse input when a file is removed with Enter', async () => {
    const user = renderUploader();
    const input = await browseInput();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    const remove = await waitFor(async () => {
      const button = await buttonOf('a.pdf', 'Remove');
      expect(button.closest('li')?.textContent).toContain('Upload complete');
      return button;
    });

    remove.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('a.pdf')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    // The next Tab goes on from the field, to the other file's button, not from the top of the page.
    await user.tab();
    expect(input.closest('.file-uploader')).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('browse');
  });

  it('gives the focus back to the browse input when an upload is cancelled', async () => {
    const user = renderUploader('infinite');
    const input = await browseInput();
    await user.upload(input, pdf('slow.pdf'));
    const cancel = await buttonOf('slow.pdf', 'Cancel');

    cancel.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('slow.pdf')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('leaves the focus alone when the user is elsewhere as a file goes', async () => {
    const user = renderUploader();
    const input = await browseInput();
    await user.upload(input, pdf('a.pdf'));
    const remove = await buttonOf('a.pdf', 'Remove');
    await user.click(remove);
    const after = screen.getByRole('button', { name: 'After' });
    after.focus();
    await waitFor(() => expect(screen.queryByText('a.pdf')).not.toBeInTheDocument());
    expect(after).toHaveFocus();
  });

  it('rings the drop area while its invisible browse input has the keyboard focus', async () => {
    const style = document.createElement('style');
    style.textContent = readFileSync(path.join(import.meta.dirname, 'file-uploader.css'), 'utf8');
    document.head.append(style);
    try {
      const user = renderUploader();
      const input = await browseInput();
      const root = input.closest<HTMLElement>('.filepond--root') as HTMLElement;
      expect(ringOf(root).outline).toBe('');

      screen.getByRole('button', { name: 'Before' }).focus();
      await user.tab();

      expect(input).toHaveFocus();
      // The theme's two-tone ring (theme.scss): a dark brand ring in a white halo.
      expect(ringOf(root)).toEqual({
        outline: '3px solid var(--registry-focus-inner, #14532d)',
        boxShadow: '0 0 0 6px var(--registry-focus-outer, #fff)',
      });

      // On FilePond's own "browse" link, which shows its own ring, the drop area shows none.
      await user.tab();
      expect(document.activeElement).toHaveTextContent('browse');
      expect(ringOf(root).outline).toBe('');
    } finally {
      style.remove();
    }
  });
});
