import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next, { type ReadCallback } from 'i18next';
import { localesBackend } from './locales-backend';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with the answers given, one per call; records the URLs asked. */
function answerFetch(...answers: Array<() => Promise<Response>>) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    const next = answers[Math.min(urls.length, answers.length) - 1];
    return next ? next() : Promise.reject(new Error('no answer'));
  });
  return urls;
}

const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));
const status = (code: number) => () => Promise.resolve(new Response('', { status: code }));

/** What the backend answers i18next for one read: the error and the data (or the retry flag). */
function read(language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => {
    localesBackend.read(language, namespace, (...answer) => resolve(answer));
  });
}

describe('localesBackend', () => {
  it("reads a namespace's file from /locales/{lng}/{ns}.json", async () => {
    const urls = answerFetch(json({ title: 'Boletim' }));
    expect(await read('pt', 'layout')).toEqual([null, { title: 'Boletim' }]);
    expect(urls).toEqual(['/locales/pt/layout.json']);
  });

  it('asks i18next to retry a server or network failure, not a missing file or one that is not JSON', async () => {
    answerFetch(status(503));
    expect((await read('es', 'home'))[1]).toBe(true);
    answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read('es', 'home'))[1]).toBe(true);
    answerFetch(status(404));
    expect((await read('es', 'home'))[1]).toBe(false);
    answerFetch(() => Promise.resolve(new Response('<html>')));
    expect((await read('es', 'home'))[1]).toBe(false);
  });

  it('asks for nothing outside /locales/', async () => {
    const urls = answerFetch(json({}));
    const [error, retry] = await read('../api', 'layout');
    expect(error).toBeTruthy();
    expect(retry).toBe(false);
    expect(urls).toEqual([]);
  });

  it("gets the file on i18next's retries after server failures", async () => {
    const urls = answerFetch(status(500), status(502), json({ ok: 'yes' }));
    const instance = i18next.createInstance();
    await instance.use(localesBackend).init({
      lng: 'en',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 5,
      retryTimeout: 1,
    });
    expect(urls).toEqual([
      '/locales/en/common.json',
      '/locales/en/common.json',
      '/locales/en/common.json',
    ]);
    expect(instance.t('ok')).toBe('yes');
  });
});
