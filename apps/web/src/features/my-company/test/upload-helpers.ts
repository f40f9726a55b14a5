import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A small PDF as a user would pick it. */
export const pdf = (name: string, content = '%PDF-1.7 registry') =>
  new File([content], name, { type: 'application/pdf' });

/** FilePond's file input of an uploader, found by the uploader's label. */
export const fileInputOf = (label: RegExp | string) =>
  screen.findByLabelText(label, { selector: 'input[type="file"]' });

/** Waits until FilePond shows the file as uploaded (confirmed by the scan). */
export async function waitForUploaded(fileName: string) {
  const name = await screen.findByText(fileName, { selector: '.filepond--file-info-main' });
  const item = name.closest('li') as HTMLElement;
  await waitFor(() =>
    expect(item.querySelector('.filepond--file-status')?.textContent ?? '').toContain(
      'Upload complete',
    ),
  );
  return item;
}
