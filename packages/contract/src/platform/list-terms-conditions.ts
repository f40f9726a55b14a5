import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

export const TermsKindSchema = z.enum(['terms', 'habeas', 'newsletter']);
export type TermsKind = z.infer<typeof TermsKindSchema>;

/** A terms entry (spec section 3: name, terms) in the caller's language. */
export const TermsConditionSchema = z.object({
  name: z.string(),
  /** Rich text: only p, h2, h3, ul, li, strong, em and a. */
  terms: z.string(),
  /** 'terms': terms and conditions; 'habeas': personal-data handling; 'newsletter': the newsletter's terms. */
  kind: TermsKindSchema,
  version: z.number().int(),
});
export type TermsCondition = z.infer<typeof TermsConditionSchema>;

/** GET /api/platform/termCondition/: the current version of each kind: terms, habeas, newsletter. */
export const ListTermsConditionsResponseSchema = envelopeWith({
  termsConditions: z.array(TermsConditionSchema),
});
export type ListTermsConditionsResponse = z.infer<typeof ListTermsConditionsResponseSchema>;
