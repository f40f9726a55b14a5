import { http, HttpResponse } from 'msw';
import type {
  SignatureRecord,
  SignatureRequestView,
  UploadReportRequest,
} from '@registry/contract/projects/signatures';
import { apiUrl } from '../../../test/msw-server';
import { createPasswordKeys, publicKeyHandler } from '../../password/test/password-api-handlers';

const ok = (data: object) => HttpResponse.json({ status: 1, codeMessages: [], ...data });
const refused = (status: number, codeMessage: string, message: string) =>
  HttpResponse.json({ status: 0, codeMessages: [{ codeMessage, message }] }, { status });

export const FIRM = 'a'.repeat(43);
export const SIGNATURE_PATH = `/signature/${FIRM}/7/42`;
export const SHA256 = 'ab12'.repeat(16);

export const REQUEST: SignatureRequestView = {
  projectId: 7,
  projectName: 'Gas de Relleno Doña Juana',
  projectCode: 'CERCARBONO-CO-0007',
  documentType: 'validationReport',
  documentName: 'Validation report.pdf',
  documentSha256: SHA256,
  downloadUrl: 'https://storage.example.test/validation.pdf',
  role: 'ovv',
  consentText: 'I, Ana ovv, as validation and verification body of the project, sign the document.',
  expiresAt: '2026-12-01T00:00:00.000Z',
};

export const RECORD: SignatureRecord = {
  id: 1,
  role: 'ovv',
  signerName: 'Ana ovv',
  companyName: 'Validadora OVV S.A.S.',
  signedAt: '2026-11-20T15:00:00.000Z',
  documentType: 'validationReport',
  documentName: 'Validation report.pdf',
  documentSha256: SHA256,
  recordSha256: 'cd34'.repeat(16),
  registrySignature: 'c2lnbmF0dXJl',
};

/**
 * A signature backend: the link answers while unused; the sign call checks the
 * decrypted password ('Right-Password-1') and spends the link.
 */
export async function createSignaturesBackend() {
  const keys = await createPasswordKeys();
  const state = { isUsed: false, passwords: [] as string[], reports: [] as UploadReportRequest[] };
  const path = apiUrl('/signature/:firm/:projectId/:userId');
  const usedLink = () =>
    refused(
      400,
      'ERROR_SIGNATURE_LINK_USED',
      'This signature link has already been used: the document is signed.',
    );
  const handlers = [
    publicKeyHandler(keys.publicKeyPem),
    http.get(path, () => (state.isUsed ? usedLink() : ok({ request: REQUEST }))),
    http.post(path, async ({ request }) => {
      if (state.isUsed) return usedLink();
      const { password } = (await request.json()) as { password: string };
      const plain = await keys.decrypt(password);
      state.passwords.push(plain);
      if (plain !== 'Right-Password-1') {
        return refused(
          400,
          'ERROR_SIGNATURE_PASSWORD',
          'The password is not correct. The document was not signed.',
        );
      }
      state.isUsed = true;
      return ok({ record: RECORD });
    }),
    http.post(apiUrl('/project/:projectId/report'), async ({ request }) => {
      state.reports.push((await request.json()) as UploadReportRequest);
      return ok({ documentId: 31, signerName: 'Ana ovv' });
    }),
    http.get(apiUrl('/project/:projectId/signatures'), () => ok({ signatures: [RECORD] })),
  ];
  return { handlers, state };
}
