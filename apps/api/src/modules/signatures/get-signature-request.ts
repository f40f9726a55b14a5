import type { SignatureParams, SignatureRequestView } from '@registry/contract/projects/signatures';
import type { Caller } from '../../lib/caller';
import { consentTextOf, findUsableRequest } from './find-signature-request';
import type { SignatureContext } from './signature-context';

/** How long the document's download link works. */
const DOWNLOAD_SECONDS = 300;

/**
 * GET /api/signature/{firm}/{projectId}/{userId}: what the link's signer is
 * asked to sign: the document (a signed download link), its SHA-256 computed
 * by the server and the consent text. Only the link's user, while unused.
 */
export async function getSignatureRequest({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<SignatureContext, 'db' | 'lng' | 'storage' | 'now'>;
  caller: Caller;
  input: SignatureParams;
}): Promise<{ request: SignatureRequestView }> {
  const found = await findUsableRequest(ctx.db, caller, input, ctx.now());
  const { project, document, request } = found;
  return {
    request: {
      projectId: project.id,
      projectName: project.name,
      projectCode: project.code,
      documentType: document.documentType,
      documentName: document.fileName,
      documentSha256: document.sha256,
      downloadUrl: await ctx.storage.createDownloadUrl({
        key: document.route,
        fileName: document.fileName,
        contentType: document.contentType,
        expiresInSeconds: DOWNLOAD_SECONDS,
      }),
      role: request.role,
      consentText: consentTextOf(ctx, found),
      expiresAt: request.expiresAt.toISOString(),
    },
  };
}
