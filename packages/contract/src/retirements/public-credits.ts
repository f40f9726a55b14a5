import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { RetirementPurposeSchema } from './retirements-api';

/*
 * A project's credits as anyone may see them (DESIGN.md 4.4), no login:
 *
 * GET /api/public/projects/:projectId/credits        ProjectCreditsSummaryResponse
 * GET /api/public/projects/:projectId/certificates   ProjectCertificatesQuery -> ProjectCertificatesResponse
 *
 * Totals only: who holds the outstanding credits is never said (DESIGN.md 4.3).
 */

/** One vintage's kg: issued, and where they are now (retired, cancelled, in the buffer pool, outstanding). */
export const VintageCreditsSchema = z.object({
  vintage: z.number().int(),
  issuedKg: z.number().int(),
  retiredKg: z.number().int(),
  cancelledKg: z.number().int(),
  bufferKg: z.number().int(),
  /** Held by companies, active or locked. */
  outstandingKg: z.number().int(),
});
export type VintageCredits = z.infer<typeof VintageCreditsSchema>;

export const ProjectCreditsSummaryResponseSchema = envelopeWith({
  vintages: z.array(VintageCreditsSchema),
});

/** `purpose`: a purpose's number (1 ... 6, RETIREMENT_PURPOSES' order), 0 for all: the spec's typeRemoval. */
export const ProjectCertificatesQuerySchema = z.object({
  purpose: z.coerce.number().int().min(0).max(6).default(0),
});
export const ProjectCertificatesParamsSchema = z.object({ projectId: IdParamSchema });

export const PublicCertificateRowSchema = z.object({
  emitCertificationId: z.string(),
  certificateNumber: z.string(),
  createdAt: z.string(),
  vintage: z.number().int(),
  serial: z.string(),
  quantityKg: z.number().int(),
  isKg: z.boolean(),
  purpose: RetirementPurposeSchema,
  /** Null when the retirement is private. */
  beneficiaryName: z.string().nullable(),
});
export type PublicCertificateRow = z.infer<typeof PublicCertificateRowSchema>;

/** The most certificates one answer lists, newest first. */
export const MAX_PROJECT_CERTIFICATES = 1000;

export const ProjectCertificatesResponseSchema = envelopeWith({
  certificates: z.array(PublicCertificateRowSchema),
});
