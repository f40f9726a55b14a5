import { z } from 'zod';

/** One message of an answer: a stable code plus the text in the caller's language. */
export const CodeMessageSchema = z.object({
  codeMessage: z.string(),
  message: z.string(),
  /** The request field a validation message is about, as a dotted path. */
  field: z.string().optional(),
});
export type CodeMessage = z.infer<typeof CodeMessageSchema>;

/** What the app works with: 1 success, 0 failure. */
const StatusNumberSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * The answer's status (spec section 7: "status 1 or true meaning success").
 * Parsing accepts 0, 1, false and true and gives 0 or 1; the API encodes with
 * the same schema, so it keeps sending numbers.
 */
export const StatusSchema = z.codec(
  z.union([StatusNumberSchema, z.boolean()]),
  StatusNumberSchema,
  {
    decode: (status) => (status === true ? 1 : status === false ? 0 : status),
    encode: (status) => status,
  },
);
export type Status = z.infer<typeof StatusSchema>;

/** The envelope every API answer carries (DESIGN.md 3). */
export const EnvelopeSchema = z.object({
  status: StatusSchema,
  codeMessages: z.array(CodeMessageSchema),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** An envelope with data fields beside status and codeMessages. */
export function envelopeWith<T extends z.ZodRawShape>(shape: T) {
  return EnvelopeSchema.extend(shape);
}

export const ErrorEnvelopeSchema = EnvelopeSchema;
