import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';

/**
 * The correction history of a project (DESIGN.md 4.2): from the first
 * submission on, every change of a field saved with its reason is a row.
 * Anyone reads the public fields' rows of a public project; the project's
 * parties, logged in, also read the private rows (the documents) and the
 * history of their project while it is back in draft.
 */
export const correctionHistoryPath = (projectId: number) =>
  `/public/projects/${projectId}/corrections`;

export const CorrectionHistoryParamsSchema = z.object({ projectId: IdParamSchema });

/** A value as saved (any JSON) with, for an id of a standard, place, methodology or company, its name. */
export const CorrectionValueSchema = z.object({
  value: z.unknown(),
  label: z.string().nullable(),
});
export type CorrectionValue = z.infer<typeof CorrectionValueSchema>;

export const CorrectionRowSchema = z.object({
  id: z.number().int(),
  /** A field of the project form (ProjectFields' key) or `documents`. */
  field: z.string(),
  oldValue: CorrectionValueSchema,
  newValue: CorrectionValueSchema,
  reason: z.string(),
  isPublic: z.boolean(),
  userName: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type CorrectionRow = z.infer<typeof CorrectionRowSchema>;

export const CorrectionHistoryResponseSchema = envelopeWith({
  project: z.object({ id: z.number().int(), code: z.string().nullable(), name: z.string() }),
  corrections: z.array(CorrectionRowSchema),
});
export type CorrectionHistoryResponse = z.infer<typeof CorrectionHistoryResponseSchema>;
