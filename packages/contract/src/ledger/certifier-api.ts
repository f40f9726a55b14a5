import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { BlockStatusSchema } from './ledger-api';

/*
 * The certifier's reads of the ledger (DESIGN.md 4.3), for /credit-management
 * and /credits-by-company/{companyId}. Logged in; each answers only what the
 * caller's company certifies.
 *
 * GET /api/platform/ledger/issuable-projects                 IssuableProjectsResponse
 * GET /api/platform/ledger/projects/{projectId}/credits      ProjectCreditsResponse (the project's certifier)
 * GET /api/platform/ledger/companies/{companyId}/blocks      CertifiedBlocksResponse
 */

/** The most rows one of these answers lists. */
export const MAX_CERTIFIER_ROWS = 5000;

export const IssuableProjectSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  state: z.string(),
  ownerCompanyId: z.number().int(),
  ownerCompanyName: z.string(),
});
export type IssuableProject = z.infer<typeof IssuableProjectSchema>;
export const IssuableProjectsResponseSchema = envelopeWith({
  projects: z.array(IssuableProjectSchema),
});

export const IssuanceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  vintage: z.number().int(),
  monitoringPeriod: z.number().int(),
  quantityKg: z.number().int(),
  bufferKg: z.number().int(),
  /** Basis points of the quantity sent to the buffer pool. */
  bufferShareBp: z.number().int(),
  createdAt: z.string(),
});
export type Issuance = z.infer<typeof IssuanceSchema>;

/** A block as its certifier sees it: where it sits and in which state. */
export const CertifiedBlockSchema = z.object({
  serialId: z.number().int(),
  serial: z.string(),
  projectId: z.number().int(),
  issuanceId: z.number().int(),
  vintage: z.number().int(),
  quantityKg: z.number().int(),
  divisible: z.boolean(),
  status: BlockStatusSchema,
  accountId: z.number().int(),
  /** main, sub, buffer, cancellation. */
  accountKind: z.string(),
  /** The holding company; null for the registry's own accounts. */
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type CertifiedBlock = z.infer<typeof CertifiedBlockSchema>;

export const ProjectCreditsResponseSchema = envelopeWith({
  issuances: z.array(IssuanceSchema),
  blocks: z.array(CertifiedBlockSchema),
});
export type ProjectCredits = Omit<
  z.infer<typeof ProjectCreditsResponseSchema>,
  'status' | 'codeMessages'
>;

export const CertifiedBlocksResponseSchema = envelopeWith({
  blocks: z.array(CertifiedBlockSchema),
});
