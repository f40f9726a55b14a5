import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { CompanyView } from '@registry/contract/company/company-view';
import { createCompany, type E2ECompany, type E2ESession } from '../support/companies';
import { PLATFORM, STORAGE, apiLogin, expect, expectAccessible, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

/*
 * Company links and the read-only company view (spec sections 2, 4 and 7):
 * company A finds company B and asks to connect; B accepts; A opens B's
 * read-only view and downloads B's billing document; a stranger company C is
 * told it has no access to B's view, and B's file download call answers 403.
 * The companies are fresh ones (e2e/support/companies.ts), never the demo users.
 */

/** A text of the companyView namespace in Spanish (the browser's locale is es-CO). */
const cv = (key: string, values: Record<string, string> = {}) =>
  text('es', 'companyView', key, values);

function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: global-setup did not run');
  return url;
}

/** One API call as a company's admin; answers the HTTP status and the parsed body. */
async function call<T>(
  company: E2ECompany,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<{ httpStatus: number; answer: T & { status: 0 | 1 } }> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      platform: PLATFORM,
      lng: 'en',
      'content-type': 'application/json',
      authorization: `Bearer ${company.session.token}`,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { httpStatus: response.status, answer: (await response.json()) as T & { status: 0 | 1 } };
}

/** Like call, but throws unless the answer is status 1. */
async function expectOk<T>(
  company: E2ECompany,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const { httpStatus, answer } = await call<T>(company, method, path, body);
  if (answer.status !== 1) {
    throw new Error(`${method} ${path} answered ${httpStatus}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** Uploads a PDF for the company through the real flow: upload-url, the storage form, confirm. */
async function uploadPdf(company: E2ECompany, fileName: string, content: Buffer) {
  const form = await expectOk<{ url: string; fields: Record<string, string>; route: string }>(
    company,
    'POST',
    '/platform/file/upload-url',
    {
      module: 'companies',
      fileType: 'document',
      fileName,
      contentType: 'application/pdf',
      size: content.length,
    },
  );
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), fileName);
  const stored = await fetch(new URL(form.url, baseUrl()), { method: 'POST', body: data });
  expect(stored.status, 'the storage keeps the file').toBe(204);
  const file = {
    route: form.route,
    time: String(Date.now()),
    name: fileName,
    md5: createHash('md5').update(content).digest('hex'),
  };
  await expectOk(company, 'POST', '/platform/file/confirm', file);
  return file;
}

/**
 * Completes the company's billing tab through the API: a PDF for every
 * required billing document type (at least one), contact and e-mail.
 */
async function completeBilling(company: E2ECompany, content: Buffer) {
  const { typeDocumentsCompanies } = await expectOk<{
    typeDocumentsCompanies: { id: number; isBilling: 0 | 1; isRequired: 0 | 1 }[];
  }>(company, 'GET', '/platform/typeDocumentCompanies/active');
  const billing = typeDocumentsCompanies.filter((type) => type.isBilling === 1);
  const required = billing.filter((type) => type.isRequired === 1);
  const types = required.length > 0 ? required : billing.slice(0, 1);
  expect(types.length, 'there is a billing document type').toBeGreaterThan(0);
  const filesBilling = [];
  for (const [index, type] of types.entries()) {
    const file = await uploadPdf(company, `factura-${index + 1}.pdf`, content);
    filesBilling.push({ typeDocumentCompanyId: type.id, files: [file] });
  }
  await expectOk(company, 'POST', '/company/update-billing-my-company', {
    billingContactName: 'Contacto de Facturación',
    billingEmail: 'facturas@linked.example',
    specialConsiderations: 'Facturar en pesos.',
    filesBilling,
  });
  return filesBilling;
}

/** A browser page signed in with the session (put in storage before the app starts). */
async function pageOf(browser: Browser, { session }: { session: E2ESession }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-CO' });
  await context.addInitScript(
    ([keys, session]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem(keys.token, session.token);
        window.localStorage.setItem(keys.refreshToken, session.refreshToken);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [STORAGE, session] as const,
  );
  return context.newPage();
}

/** Opens My Company's connectivity tab, past the new company's no-permits notice. */
async function openConnectivity(page: Page) {
  await page.goto('/my-company?tab=connectivity');
  const notice = page.getByRole('dialog', {
    name: text('es', 'session', 'noPermits.warning.title'),
  });
  await notice.getByRole('button', { name: text('es', 'session', 'noPermits.close') }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: cv('links.title') })).toBeVisible();
  // An empty list is the kit's empty state, not a table: wait for the list's heading.
  await expect(page.getByRole('heading', { level: 3, name: cv('links.own.title') })).toBeVisible();
}

test.describe('company links and the read-only company view', () => {
  test('A requests a connection, B accepts, A reads B and downloads its document; a stranger cannot', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await createCompany({ name: `Conexión A ${Date.now()} S.A.S.` });
    const b = await createCompany({ name: `Conexión B ${Date.now()} S.A.S.` });
    const c = await createCompany({ name: `Extraña C ${Date.now()} S.A.S.` });
    const content = smallPdf(b.name);
    const [billing] = await completeBilling(b, content);
    const fileName = billing?.files[0]?.name ?? '';
    const { company: bView } = await expectOk<{ company: CompanyView }>(
      b,
      'GET',
      `/company/get-by-id/${b.id}`,
    );
    const document = bView.companyDocuments
      .flatMap((group) => group.documents)
      .find((d) => d.fileName === fileName && d.last);
    if (!document) throw new Error(`${fileName} is not among B's documents`);

    // A: the platform id and token, then the search and the request.
    const pageA = await pageOf(browser, a);
    const errors = collectErrors(pageA);
    await openConnectivity(pageA);
    await expect(pageA.getByLabel(cv('links.platformId'), { exact: true })).toHaveValue(
      a.companyId,
    );
    await expectAccessible(pageA);
    await pageA.getByRole('button', { name: cv('links.searchCompany') }).click();
    const search = pageA.getByRole('dialog', { name: cv('links.search.title') });
    const searchBox = search.getByRole('searchbox', { name: cv('links.search.label') });
    await searchBox.fill(' x ');
    await searchBox.press('Enter');
    await expect(searchBox).toHaveAccessibleDescription(cv('validationsMessage.searchHigherTwo'));
    await searchBox.fill(b.name);
    await searchBox.press('Enter');
    await expect(search.getByRole('rowheader', { name: b.name })).toBeVisible();
    await expectAccessible(pageA);
    await search
      .getByRole('button', { name: cv('links.search.requestOf', { name: b.name }) })
      .click();
    const confirm = pageA.getByTestId('accept-company-confirm');
    await expect(confirm).toContainText(b.name);
    await confirm.getByRole('button', { name: cv('links.confirmAdd.confirm') }).click();
    await expect(pageA.getByTestId('company-links-success')).toBeVisible();
    const sentRow = pageA
      .getByRole('table', { name: cv('links.own.title') })
      .getByRole('row')
      .filter({ hasText: b.name });
    await expect(sentRow).toContainText(cv('links.states.0'));
    await expect(
      sentRow.getByRole('link', { name: cv('links.actions.view', { name: b.name }) }),
    ).toHaveCount(0);

    // B: the received request, accepted after the confirm.
    const pageB = await pageOf(browser, b);
    errors.push(...collectErrors(pageB));
    await openConnectivity(pageB);
    const receivedRow = pageB
      .getByRole('table', { name: cv('links.received.title') })
      .getByRole('row')
      .filter({ hasText: a.name });
    await expect(receivedRow).toContainText(cv('links.states.0'));
    await receivedRow
      .getByRole('button', { name: cv('links.actions.answer', { name: a.name }) })
      .click();
    const answer = pageB.getByTestId('answer-request-confirm');
    await expect(answer).toContainText(a.name);
    await expectAccessible(pageB);
    await answer.getByRole('button', { name: cv('links.answer.accept') }).click();
    await expect(
      receivedRow.getByRole('img', { name: cv('links.actions.accepted', { name: a.name }) }),
    ).toBeVisible();
    await expect(receivedRow).toContainText(cv('links.states.1'));

    // A: the link is accepted; B's read-only view opens from it.
    await pageA.reload();
    await expect(pageA.getByRole('heading', { level: 2, name: cv('links.title') })).toBeVisible();
    await expect(sentRow).toContainText(cv('links.states.1'));
    await sentRow.getByRole('link', { name: cv('links.actions.view', { name: b.name }) }).click();
    await expect(pageA).toHaveURL(new RegExp(`/all-information/${b.id}$`));
    await expect(pageA.getByRole('tab', { name: cv('tabs.generalInformation') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      pageA.getByRole('region', { name: text('es', 'routes', 'allInformation') }),
    ).toHaveCSS('min-height', '600px');
    await expect(pageA.getByText(b.companyId, { exact: true }).first()).toBeVisible();
    await expect(
      pageA.getByRole('table', { name: cv('general.users.caption') }).getByRole('row', {
        name: new RegExp(b.contactName),
      }),
    ).toBeVisible();
    await expectAccessible(pageA);

    await pageA.getByRole('tab', { name: cv('tabs.billingInformation') }).click();
    const documents = pageA.getByTestId('billing-documents');
    await expect(documents.getByRole('rowheader', { name: fileName })).toBeVisible();
    await expectAccessible(pageA);
    const downloadCall = pageA.waitForResponse((response) =>
      response.url().endsWith(`/api/platform/companiesDocuments/download/${document.id}`),
    );
    const popup = pageA.context().waitForEvent('page');
    await documents
      .getByRole('button', {
        name: text('es', 'files', 'download.file').replace('{{name}}', fileName),
      })
      .click();
    const downloadAnswer = await downloadCall;
    expect(downloadAnswer.status()).toBe(200);
    const { url } = (await downloadAnswer.json()) as { url: string };
    await popup;
    const file = await pageA.request.get(url);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(content)).toBe(true);

    // C, a stranger: no access to B's view, and B's file download call is refused.
    const pageC = await pageOf(browser, c);
    errors.push(...collectErrors(pageC));
    const refusedView = pageC.waitForResponse((answer) =>
      answer.url().endsWith(`/api/company/get-by-id/${b.id}`),
    );
    await pageC.goto(`/all-information/${b.id}`);
    const refusedAnswer = await refusedView;
    expect(refusedAnswer.status()).toBe(403);
    const refusedBody = (await refusedAnswer.json()) as { codeMessages: { message: string }[] };
    const refusal = pageC.getByTestId('company-view-error');
    await expect(refusal).toHaveText(refusedBody.codeMessages[0]?.message ?? 'no message');
    await expect(pageC.getByRole('tablist')).toHaveCount(0);
    await expect(pageC.getByText(b.name)).toHaveCount(0);
    await expectAccessible(pageC);
    const strangerDownload = await call<object>(
      c,
      'GET',
      `/platform/companiesDocuments/download/${document.id}`,
    );
    expect(strangerDownload.httpStatus).toBe(403);
    expect(strangerDownload.answer.status).toBe(0);

    // A certifier may open any company's view, connected or not.
    const certifier = await pageOf(browser, { session: await apiLogin('certifier@demo.example') });
    errors.push(...collectErrors(certifier));
    await certifier.goto(`/all-information/${b.id}`);
    await expect(certifier.getByRole('tab', { name: cv('tabs.generalInformation') })).toBeVisible();
    await expect(certifier.getByText(b.companyId, { exact: true }).first()).toBeVisible();

    expect(errors).toEqual([]);
    await Promise.all([pageA, pageB, pageC, certifier].map((page) => page.context().close()));
  });
});
