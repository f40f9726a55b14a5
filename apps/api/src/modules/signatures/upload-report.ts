import { and, eq } from 'drizzle-orm';
import type { ProjectState } from '@registry/contract/projects/project-enums';
import type {
  SignedReportType,
  SignerRole,
  UploadReportRequest,
} from '@registry/contract/projects/signatures';
import type { Tx } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { projectDocuments } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { claimConfirmedUpload } from '../files/claim-upload';
import { sha256Of } from '../projects/save-project';
import {
  findPartyProject,
  requireProjectPermit,
  type ProjectRow,
} from '../projects/project-access';
import { createSignatureRequest, type Signer } from './create-signature-request';
import type { SignatureContext } from './signature-context';

/** Who uploads each report, in which states, and who signs it (DESIGN.md 4.2). */
const REPORT_RULES: Record<
  SignedReportType,
  { role: SignerRole; states: readonly ProjectState[] }
> = {
  validationReport: { role: 'ovv', states: ['validation'] },
  verificationReport: { role: 'ovv', states: ['verification'] },
  monitoringReport: { role: 'developer', states: ['registered', 'verification', 'certified'] },
  certification: { role: 'certifier', states: ['verification', 'certified'] },
};

/** A user of the company as a signer, or null when not an active member. */
async function signerOf(
  tx: Tx,
  where: { userId?: number; email?: string; companyId: number },
  role: SignerRole,
): Promise<Signer | null> {
  const [row] = await tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(
      and(
        where.userId !== undefined
          ? eq(users.id, where.userId)
          : eq(users.email, where.email ?? ''),
        eq(userCompanies.companyId, where.companyId),
        eq(userCompanies.active, 1),
      ),
    )
    .limit(1);
  return row ? { ...row, companyId: where.companyId, role } : null;
}

/**
 * The signer of a report: the ovv's uploading user signs its reports and the
 * certifier's its certification; the monitoring report is signed by the developer's legal representative, the
 * user holding the company's own e-mail (the uploader when there is none).
 */
async function chooseSigner(tx: Tx, caller: Caller, role: SignerRole): Promise<Signer> {
  const uploader = { userId: caller.userId, companyId: caller.companyId };
  if (role === 'developer') {
    const [company] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, caller.companyId));
    const representative = company
      ? await signerOf(tx, { email: company.email, companyId: caller.companyId }, role)
      : null;
    if (representative) return representative;
  }
  const signer = await signerOf(tx, uploader, role);
  if (!signer) throw new DomainError('ERROR_FORBIDDEN', 403);
  return signer;
}

function checkReport(project: ProjectRow, roles: readonly string[], input: UploadReportRequest) {
  const rule = REPORT_RULES[input.documentType];
  if (!roles.includes(rule.role) || !rule.states.includes(project.state)) {
    throw new DomainError('ERROR_REPORT_NOT_ALLOWED', 400);
  }
  if (input.documentType !== 'validationReport' && input.period === null) {
    throw new DomainError('ERROR_PROJECT_PERIOD_REQUIRED', 400);
  }
  // A certification is of a period the developer has submitted: the current one or an earlier one.
  if (
    input.documentType === 'certification' &&
    (input.period ?? 0) > (project.currentPeriod ?? 0)
  ) {
    throw new DomainError('ERROR_CERTIFICATION_PERIOD', 400, {
      period: project.currentPeriod ?? 0,
    });
  }
  return rule;
}

/**
 * POST /api/project/{projectId}/report: a party adds a report that needs a
 * signature (the ovv its validation and verification reports, the developer
 * its monitoring report, the certifier the certification of a period in
 * verification or certified), claimed from its confirmed upload with the SHA-256
 * of the stored bytes. One transaction keeps the document and the signature
 * request; the signer then gets the one-time link by mail.
 */
export async function uploadReport({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<SignatureContext, 'db' | 'lng' | 'storage' | 'mailer' | 'publicUrl' | 'now'>;
  caller: Caller;
  input: UploadReportRequest & { projectId: number };
}): Promise<{ documentId: number; signerName: string }> {
  requireProjectPermit(caller.claims.permits);
  const now = ctx.now();
  const { documentId, signer, mail } = await ctx.db.transaction(async (tx) => {
    const { project, roles } = await findPartyProject(tx, input.projectId, caller.companyId, {
      forUpdate: true,
    });
    const rule = checkReport(project, roles, input);
    const claimed = await claimConfirmedUpload(tx, {
      route: input.file.route,
      companyId: caller.companyId,
      fileType: 'document',
      module: 'projects',
    });
    const [document] = await tx
      .insert(projectDocuments)
      .values({
        projectId: project.id,
        documentType: input.documentType,
        period: input.documentType === 'validationReport' ? null : input.period,
        isPublic: input.isPublic,
        fileName: claimed.fileName,
        route: claimed.route,
        time: claimed.time,
        md5: claimed.md5,
        sha256: await sha256Of(ctx.storage, claimed.route),
        size: claimed.size,
        contentType: claimed.contentType,
        uploadedBy: caller.userId,
        companyId: caller.companyId,
        createdAt: now,
      })
      .returning();
    if (!document) throw new Error('the document insert returned nothing');
    const chosen = await chooseSigner(tx, caller, rule.role);
    const request = await createSignatureRequest(tx, {
      project,
      document,
      signer: chosen,
      createdBy: caller.userId,
      lng: ctx.lng,
      publicUrl: ctx.publicUrl,
      now,
    });
    return { documentId: document.id, signer: chosen, mail: request.mail };
  });
  await ctx.mailer.send(mail);
  return { documentId, signerName: signer.name };
}
