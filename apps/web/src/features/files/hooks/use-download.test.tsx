import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { logIn, makeClaims } from '../../../test/tokens';
import { createDownloadsBackend } from '../test/files-handlers';
import { useDownload } from './use-download';

const server = setupMswServer();

function openSpy() {
  return vi.spyOn(window, 'open').mockReturnValue(null);
}

function setUp(options: Parameters<typeof createDownloadsBackend>[0] = {}) {
  logIn(makeClaims('owner'));
  const backend = createDownloadsBackend(options);
  server.use(...backend.handlers);
  const open = openSpy();
  const { result } = renderHook(() => useDownload());
  return { ...backend, open, result };
}

describe('useDownload', () => {
  it('opens one document’s link in a new window, without a handle back to the page', async () => {
    const { open, result, signedUrl, requests } = setUp({ documents: [41] });
    await act(async () => {
      expect(await result.current.downloadDocument(41)).toBe('opened');
    });
    expect(requests).toEqual(['download 41']);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      signedUrl('document', 41),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens every link of a group with download-all, by the group’s first document', async () => {
    const urls = ['https://files.example.test/a?sig=1', 'https://files.example.test/b?sig=2'];
    const { open, result, requests } = setUp({ groups: { 7: urls } });
    await act(async () => {
      await result.current.downloadAllDocuments(7);
    });
    expect(requests).toEqual(['download-all 7']);
    expect(open.mock.calls).toEqual([
      [urls[0], '_blank', 'noopener,noreferrer'],
      [urls[1], '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('opens a logo’s link', async () => {
    const { open, result, signedUrl } = setUp({ logos: [5] });
    await act(async () => {
      await result.current.downloadLogo(5);
    });
    expect(open).toHaveBeenCalledExactlyOnceWith(
      signedUrl('logo', 5),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('does nothing when the API refuses, answers without a status, or cannot be reached', async () => {
    const { open, result } = setUp();
    await act(async () => {
      expect(await result.current.downloadDocument(99)).toBe('nothing');
    });
    server.use(
      http.get(apiUrl('/platform/companiesDocuments/download-all/:id'), () =>
        HttpResponse.json({ urls: ['https://files.example.test/a'] }),
      ),
      http.get(apiUrl('/platform/companiesMedia/download/:id'), () => HttpResponse.error()),
    );
    await act(async () => {
      expect(await result.current.downloadAllDocuments(1)).toBe('nothing');
      expect(await result.current.downloadLogo(1)).toBe('nothing');
    });
    expect(open).not.toHaveBeenCalled();
    expect(result.current.isPreparing).toBe(false);
  });

  it('is preparing from the call until its answer', async () => {
    const { result } = setUp({ documents: [41], answerDelay: 100 });
    expect(result.current.isPreparing).toBe(false);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.downloadDocument(41);
    });
    expect(result.current.isPreparing).toBe(true);
    await act(() => pending);
    await waitFor(() => expect(result.current.isPreparing).toBe(false));
  });
});
