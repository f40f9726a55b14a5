import { eq } from 'drizzle-orm';
import type {
  SignatureParams,
  SignatureRecord,
  SignDocumentRequest,
} from '@registry/contract/projects/signatures';
import { users } from '../../db/schema/accounts';
import { signatureRecords, signatureRequests } from '../../db/schema/signatures';
import { DomainError } from '../../lib/domain-error';
import { verifyPassword } from '../../lib/password';
import type { Caller } from '../../lib/caller';
import { appendLogEvent } from '../log/append-log-event';
import { readPassword } from '../password/check-new-password';
import { sha256Of } from '../projects/save-project';
import {
  clearLoginFailures,
  isLocked,
  loginLockedError,
  recordLoginFailure,
} from '../user/login-lockout';
import { consentTextOf, findUsableRequest } from './find-signature-request';
import type { SignatureContext } from './signature-context';
import { recordView, sealRecord } from './signature-record';

/** The password again: a wrong one counts as a failed login (and meets its lockout). */
async function checkPassword(
  ctx: Pick<SignatureContext, 'db' | 'passwordPrivateKeyPem'>,
  caller: Caller,
  ciphertext: string,
  now: Date,
) {
  const password = readPassword(ctx.passwordPrivateKeyPem, ciphertext);
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw new DomainError('ERROR_SIGNATURE_PASSWORD');
  if (isLocked(user.lockedUntil, now)) throw loginLockedError(user.lockedUntil, now);
  if (!(await verifyPassword(password, user.passwordHash))) {
    const failure = await recordLoginFailure(ctx.db, caller.userId, now);
    if (failure.code === 'ERROR_LOGIN_LOCKED') throw failure;
    throw new DomainError('ERROR_SIGNATURE_PASSWORD', 400, {}, failure.data);
  }
  await clearLoginFailures(ctx.db, caller.userId);
}

/**
 * POST /api/signature/{firm}/{projectId}/{userId}: the link's user signs the
 * document with the password again. The server reads the stored bytes' SHA-256
 * (refusing a document that changed), keeps the record (signer, time,
 * SHA-256, consent text, client address) signed with the registry's Ed25519
 * key, spends the link and appends a log leaf with no personal data: the
 * document's SHA-256, the signer's role and the record's own SHA-256.
 */
export async function signDocument({
  ctx,
  caller,
  input,
}: {
  ctx: SignatureContext;
  caller: Caller;
  input: SignatureParams & SignDocumentRequest;
}): Promise<{ record: SignatureRecord }> {
  const now = ctx.now();
  const { password, ...params } = input;
  const first = await findUsableRequest(ctx.db, caller, params, now);
  await checkPassword(ctx, caller, password, now);
  const documentSha256 = await sha256Of(ctx.storage, first.document.route);
  if (documentSha256 !== first.document.sha256) {
    throw new DomainError('ERROR_SIGNATURE_DOCUMENT_CHANGED', 400);
  }
  return ctx.db.transaction(async (tx) => {
    const found = await findUsableRequest(tx, caller, params, now, { forUpdate: true });
    const { request, project, document } = found;
    const consentText = consentTextOf(ctx, found);
    const sealed = sealRecord(
      {
        registry: ctx.logSigner.origin,
        requestId: request.id,
        projectId: project.id,
        registryCode: project.code,
        documentId: document.id,
        documentType: document.documentType,
        documentName: document.fileName,
        documentSha256,
        role: request.role,
        signer: {
          userId: caller.userId,
          name: found.signerName,
          email: found.signerEmail,
          companyId: request.signerCompanyId,
          companyName: found.companyName,
        },
        signedAt: now.toISOString(),
        consentText,
        clientAddress: ctx.clientAddress,
      },
      ctx.logSigner,
    );
    const [row] = await tx
      .insert(signatureRecords)
      .values({
        requestId: request.id,
        projectId: project.id,
        documentId: document.id,
        signerUserId: caller.userId,
        signerCompanyId: request.signerCompanyId,
        role: request.role,
        signedAt: now,
        documentSha256,
        consentText,
        clientAddress: ctx.clientAddress,
        ...sealed,
      })
      .returning({ id: signatureRecords.id });
    if (!row) throw new Error('the signature insert returned nothing');
    await tx
      .update(signatureRequests)
      .set({ state: 'signed', usedAt: now })
      .where(eq(signatureRequests.id, request.id));
    // A leaf of the public log (DESIGN.md 4.3): the signed bytes' and the record's hashes, no person.
    await appendLogEvent(tx, 'signature', {
      projectId: project.id,
      registryCode: project.code,
      documentSha256,
      role: request.role,
      recordSha256: sealed.recordSha256,
      at: now.toISOString(),
    });
    return {
      record: recordView({
        id: row.id,
        role: request.role,
        signerName: found.signerName,
        companyName: found.companyName,
        signedAt: now,
        documentType: document.documentType,
        documentName: document.fileName,
        documentSha256,
        recordSha256: sealed.recordSha256,
        registrySignature: sealed.registrySignature,
      }),
    };
  });
}
