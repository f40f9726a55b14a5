import { z } from 'zod';

/** One message of an answer: a stable code plus the text in the caller's language. */
export const CodeMessageSchema = z.object({
  codeMessage: z.string(),
  message: z.string(),
  /** The request field a validation message is about, as a dotted path. */
  field: z.string().optional(),
});
export type CodeMessage = z.infer<typeof CodeMessageSchema>;

/** The envelope every API answer carries (DESIGN.md 3). */
export const EnvelopeSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  codeMessages: z.array(CodeMessageSchema),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** An envelope with data fields beside status and codeMessages. */
export function envelopeWith<T extends z.ZodRawShape>(shape: T) {
  return EnvelopeSchema.extend(shape);
}

export const ErrorEnvelopeSchema = EnvelopeSchema;
