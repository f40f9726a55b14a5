import { http, HttpResponse } from 'msw';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import { CERTIFICATES_PATH } from '@registry/contract/retirements/certificate';
import { apiUrl } from '../../../test/msw-server';

/**
 * GET /public/certificates/:id: the answers given in turn for their id (the
 * last one again once all are given), 404 with ERROR_CERTIFICATE_NOT_FOUND for
 * any other id. Counts the calls.
 */
export function createCertificateBackend(...answers: CertificateAnswer[]) {
  const calls: string[] = [];
  const handler = http.get(apiUrl(`${CERTIFICATES_PATH}/:id`), ({ params }) => {
    const id = String(params.id);
    calls.push(id);
    const served = answers.filter((answer) => answer.certificate.emitCertificationId === id);
    const answer = served[Math.min(calls.filter((call) => call === id).length, served.length) - 1];
    if (!answer) {
      return HttpResponse.json(
        {
          status: 0,
          codeMessages: [
            { codeMessage: 'ERROR_CERTIFICATE_NOT_FOUND', message: 'No certificate has this id.' },
          ],
        },
        { status: 404 },
      );
    }
    return HttpResponse.json({ status: 1, codeMessages: [], ...answer });
  });
  return { handler, calls };
}
