import type { Page } from '@playwright/test';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import type { RetirementRow } from '@registry/contract/retirements/retirements-api';
import { api } from '../support/companies';
import { apiLogin, expect, test } from '../support/fixtures';
import { text } from '../support/locales';

// The certificate page checks the registry's answer in the browser (WebCrypto,
// Ed25519): when the registry, or anyone between it and the visitor, changes
// the leaf, the certificate or the checkpoint's signature, the page says which
// check failed instead of "Verificado". The answer is altered on its way to
// this real Chromium; the registry itself is not touched.

const c = (key: string) => text('es', 'certificates', key);
const VERIFIED = /^Verificado: incluido en la posición \d+ de \d+/;

/** A public demo retirement of owner@'s company, long since in a signed checkpoint. */
async function demoCertificateId(): Promise<string> {
  const { token } = await apiLogin('owner@demo.example');
  const { retirements } = await api<{ retirements: RetirementRow[] }>(
    'GET',
    '/platform/projectCompanyTransfer/retirements',
    { token },
  );
  const seeded = retirements.filter((row) => row.isPublic).at(-1);
  if (!seeded) throw new Error('owner@ has no public demo retirement');
  return seeded.emitCertificationId;
}

/** Opens the certificate's page with its answer changed by `tamper` on the way. */
async function openTampered(
  page: Page,
  id: string,
  tamper: (answer: CertificateAnswer) => void,
): Promise<void> {
  await page.route(`**/api/public/certificates/${id}`, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as CertificateAnswer;
    tamper(answer);
    await route.fulfill({ response, json: answer });
  });
  await page.goto(`/emit-certification/${id}`);
}

async function expectFailed(page: Page, check: string): Promise<void> {
  const panel = page.getByRole('region', { name: c('verify.title') });
  await expect(panel.getByText(c('verify.failedTitle'))).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(c(`verify.failed.${check}`))).toBeVisible();
  await expect(page.getByText(VERIFIED)).toHaveCount(0);
}

test('a certificate the registry did not sign as it is shown fails its check in the browser, naming what does not match', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await demoCertificateId();

  // Untouched, the same page is verified.
  await page.goto(`/emit-certification/${id}`);
  await expect(page.getByText(VERIFIED)).toBeVisible({ timeout: 20_000 });

  // A larger quantity, on the certificate and in its leaf alike: the leaf is no longer in the log.
  await openTampered(page, id, (answer) => {
    const leaf = JSON.parse(answer.proof.leafData) as { quantityKg: number };
    const quantityKg = leaf.quantityKg + 1000;
    answer.proof.leafData = answer.proof.leafData.replace(
      `"quantityKg":${leaf.quantityKg}`,
      `"quantityKg":${quantityKg}`,
    );
    answer.certificate.quantityKg = quantityKg;
  });
  await expectFailed(page, 'inclusion');
  await page.unrouteAll({ behavior: 'wait' });

  // Another beneficiary on the certificate: it does not open the leaf's commitment.
  await openTampered(page, id, (answer) => {
    if (answer.certificate.beneficiary) answer.certificate.beneficiary.name = 'Otra Empresa S.A.';
  });
  await expectFailed(page, 'openings');
  await page.unrouteAll({ behavior: 'wait' });

  // One character of the checkpoint's signature changed: the log's key did not sign it.
  await openTampered(page, id, (answer) => {
    const inclusion = answer.proof.inclusion;
    if (!inclusion) throw new Error('the demo retirement is not in a checkpoint');
    const lines = inclusion.checkpoint.split('\n');
    const signature = lines.findIndex((line) => line.startsWith('— '));
    const line = lines[signature] ?? '';
    const at = line.length - 6;
    lines[signature] = `${line.slice(0, at)}${line[at] === 'A' ? 'B' : 'A'}${line.slice(at + 1)}`;
    inclusion.checkpoint = lines.join('\n');
  });
  await expectFailed(page, 'signature');
});
