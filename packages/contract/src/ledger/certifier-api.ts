import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { BlockStatusSchema } from './ledger-api';

/*
 * The certifier's reads of the ledger (DESIGN.md 4.3), for /credit-management
 * and /credits-by-company/{companyId}. Logged in; each answers only what the
 * caller's company certifies.
 *
 * GET /api/platform/ledger/issuable-projects                 IssuableProjectsResponse
 * GET /api/platform/ledger/projects/{projectId}/credits      ProjectCreditsResponse (the project's certifier)
 * GET /api/platform/ledger/companies/{companyId}/blocks      CertifiedBlocksResponse
 * GET /api/platform/ledger/projects/{projectId}/movements    ProjectMovementsResponse (the project's certifier)
 * POST /api/platform/ledger/reverse                          ReverseMovementRequest -> MovementResponse (the project's certifier)
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

/** A movement of a project's credits, as its certifier sees it. */
export const CertifiedMovementSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  issuanceId: z.number().int(),
  quantityKg: z.number().int(),
  fromAccountId: z.number().int().nullable(),
  toAccountId: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** A transfer not reversed yet whose block still sits where it left it: the certifier may reverse it. */
  isReversible: z.boolean(),
  /** A reversal's: the movement it reversed (each movement is reversed at most once). */
  reversesMovementId: z.number().int().nullable().optional(),
});
export type CertifiedMovement = z.infer<typeof CertifiedMovementSchema>;
export const ProjectMovementsResponseSchema = envelopeWith({
  movements: z.array(CertifiedMovementSchema),
});

/**
 * POST /api/platform/ledger/reverse (the project's certifier, Idempotency-Key):
 * a compensating movement that takes a transfer's block back to where it came
 * from; never an edit of the transfer.
 */
export const ReverseMovementRequestSchema = z.object({
  movementId: IdSchema,
  reason: text(1000).trim().min(1),
});
export type ReverseMovementRequest = z.infer<typeof ReverseMovementRequestSchema>;
