import { WEBHOOK_VERIFY_SNIPPET } from '@registry/contract/webhooks/verify-snippet';
import { loadVerifyWebhook } from '../../apps/api/test/kit/verify-webhook';
import { startWebhookReceiver } from '../../apps/api/test/kit/webhook-receiver';
import { api, approveCompany, claimsOf, createCompany } from '../support/companies';
import { apiLogin, expect, expectAccessible, signIn, test } from '../support/fixtures';
import { issueToOwner } from '../support/ledger';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

const t = (key: string, values?: Record<string, string>) => text('es', 'apiAccess', key, values);

test('an integrator registers a webhook, creates an API key, retires with the page’s own example, and the webhook receives the retirement signed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const receiver = await startWebhookReceiver();
  try {
    // A company of its own, holding 3 t nobody else touches.
    const company = await createCompany({ typeAccount: 'owner' });
    await approveCompany(company);
    const block = await issueToOwner(3);
    const owner = await apiLogin('owner@demo.example');
    const session = await apiLogin(company.email, company.password);
    await api('POST', '/platform/projectCompanyTransfer/transfer', {
      token: owner.token,
      body: {
        serialId: block.serialId,
        quantity: 3,
        isKg: false,
        companyId: claimsOf(session.token).companyId,
      },
    });

    await signIn(page, company.email, company.password);
    await page.goto('/register-api');
    await expect(page.getByText(t('keys.emptyTitle'))).toBeVisible();
    await expect(page.getByText(t('webhooks.emptyTitle'))).toBeVisible();

    // The webhook: its address, the retirements only; the secret and the check shown once.
    await page.getByRole('button', { name: t('webhooks.create') }).click();
    const hookDialog = page.getByRole('dialog', { name: t('webhooks.createTitle') });
    await hookDialog.getByRole('textbox', { name: t('webhooks.url') }).fill(receiver.url);
    await hookDialog.getByRole('checkbox', { name: /transfer\.received/ }).uncheck();
    await hookDialog.getByRole('checkbox', { name: /project\.state_changed/ }).uncheck();
    await hookDialog.getByRole('button', { name: t('webhooks.submit') }).click();
    const hookShown = page.getByRole('dialog', { name: t('webhooks.createdTitle') });
    const secret = await hookShown
      .getByLabel(t('webhooks.secretLabel'), { exact: true })
      .inputValue();
    const snippet = (await hookShown.locator('pre code').textContent()) ?? '';
    expect(snippet).toBe(WEBHOOK_VERIFY_SNIPPET);
    await hookShown.getByRole('button', { name: t('create.done') }).click();
    await expect(page.getByRole('rowheader', { name: receiver.url })).toBeVisible();

    // The key: read and retire, shown once; the examples take it.
    await page.getByRole('button', { name: t('keys.create') }).click();
    const keyDialog = page.getByRole('dialog', { name: t('create.title') });
    await keyDialog
      .getByRole('textbox', { name: t('create.name') })
      .fill('Contabilidad de carbono');
    await keyDialog.getByRole('checkbox', { name: new RegExp(`^${t('scopes.retire')}`) }).check();
    await keyDialog.getByRole('button', { name: t('create.submit') }).click();
    const keyShown = page.getByRole('dialog', {
      name: t('create.createdTitle', { name: 'Contabilidad de carbono' }),
    });
    const apiKey = await keyShown.getByLabel(t('create.secretLabel'), { exact: true }).inputValue();
    await keyShown.getByRole('button', { name: t('create.done') }).click();
    await expect(keyShown).toBeHidden();
    await expectAccessible(page);

    // The page's two examples, run as they are in the browser: list, then retire 1 t.
    const examples = await page.locator('pre code').allTextContents();
    expect(examples.join('\n')).toContain(apiKey);
    const retirement = await page.evaluate(async ([list, retire]) => {
      const run = new Function(
        `return (async () => {\n${list}\n${retire}\nreturn retirement;\n})();`,
      );
      return (await run()) as { status: number; emitCertificationId?: string };
    }, examples);
    expect(retirement.status).toBe(1);
    expect(retirement.emitCertificationId).toBeTruthy();

    // The webhook gets the retirement, signed with its secret, as the page's check tells.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = receiver.received;
    const verify = await loadVerifyWebhook(snippet);
    expect(verify(secret, delivery!.headers, delivery!.body)).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'retirement.created',
      data: { emitCertificationId: retirement.emitCertificationId, quantityKg: 1000 },
    });

    // Its deliveries say so, with the receiver's answer.
    await page
      .getByRole('button', { name: t('webhooks.deliveriesLabel', { url: receiver.url }) })
      .click();
    const panel = page.getByRole('region', { name: t('deliveries.title', { url: receiver.url }) });
    await expect(async () => {
      await panel.getByRole('button', { name: t('deliveries.refresh') }).click();
      await expect(panel.getByText(t('deliveries.states.delivered'))).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });

    // And the certificate the retirement made is there for anyone.
    await page.goto(`/emit-certification/${retirement.emitCertificationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});
