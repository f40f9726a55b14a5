import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { UploadedFileSchema } from '../files/upload';
import { SaveProjectRequestSchema } from './project-api';
import { ProjectStateSchema, VINTAGE_MAX, VINTAGE_MIN } from './project-enums';

/** Base path of the conversion calls (spec section 7: `creditConversion/...`). */
export const CREDIT_CONVERSION_PATH = '/creditConversion';

/** The registries credits are converted from (DESIGN.md 4.2 "Conversion"). */
export const ORIGIN_REGISTRIES = [
  'verra',
  'goldStandard',
  'cdm',
  'gcc',
  'acr',
  'car',
  'other',
] as const;
export const OriginRegistrySchema = z.enum(ORIGIN_REGISTRIES);
export type OriginRegistry = z.infer<typeof OriginRegistrySchema>;

export const SERIAL_MAX = 200;
export const VINTAGES_MAX = 100;
export const QUANTITY_MAX = 1_000_000_000_000;

/** A serial number ends in digits: the text before them is its prefix, the digits its number. */
const SERIAL_PATTERN = /^(.*?)(\d{1,18})$/;

/** The prefix and the number of a serial ("VCU-12-000100" → "VCU-12-", 100n), or null. */
export function parseSerial(serial: string): { prefix: string; number: bigint } | null {
  const match = SERIAL_PATTERN.exec(serial.trim());
  if (!match) return null;
  return { prefix: match[1] ?? '', number: BigInt(match[2] ?? '0') };
}

const SerialSchema = text(SERIAL_MAX * 2)
  .trim()
  .min(1)
  .max(SERIAL_MAX)
  .refine((serial) => parseSerial(serial) !== null, {
    message: 'A serial number ends in digits',
    params: { reason: 'serialFormat' },
  });

/** One vintage cancelled in the registry of origin; a new one needs its proof. */
export const ConversionVintageInputSchema = z
  .object({
    /** A vintage already saved (keeps its proof unless `proof` brings a new one). */
    id: IdSchema.optional(),
    vintage: z.number().int().min(VINTAGE_MIN).max(VINTAGE_MAX),
    serialStart: SerialSchema,
    serialEnd: SerialSchema,
    quantity: z.number().int().min(1).max(QUANTITY_MAX),
    proof: UploadedFileSchema.optional(),
  })
  .superRefine((row, ctx) => {
    const start = parseSerial(row.serialStart);
    const end = parseSerial(row.serialEnd);
    if (!start || !end) return;
    if (start.prefix !== end.prefix || end.number < start.number) {
      ctx.addIssue({
        code: 'custom',
        path: ['serialEnd'],
        message: 'The end serial follows the start serial, with the same prefix',
        params: { reason: 'serialRange' },
      });
    }
    if (row.id === undefined && row.proof === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['proof'],
        message: 'A new vintage needs its proof of cancellation',
        params: { reason: 'required' },
      });
    }
  });
export type ConversionVintageInput = z.input<typeof ConversionVintageInputSchema>;

/**
 * POST /api/creditConversion/save: creates (no `projectId`) or saves a
 * conversion draft of an owner or general account: the project's own fields
 * (as /project/save), the registry of origin, the origin project, and the
 * vintages cancelled there (the ones left out are removed).
 */
export const SaveCreditConversionRequestSchema = SaveProjectRequestSchema.omit({
  documents: true,
  reason: true,
}).extend({
  originRegistry: OriginRegistrySchema,
  originProjectId: text(200).trim().min(1).max(100),
  originProjectUrl: z.union([z.literal(''), z.url().max(500)]).optional(),
  vintages: z.array(ConversionVintageInputSchema).min(1).max(VINTAGES_MAX),
});
export type SaveCreditConversionRequest = z.input<typeof SaveCreditConversionRequestSchema>;

export const SaveCreditConversionResponseSchema = envelopeWith({ projectId: z.number().int() });

/** A saved vintage, with its proof's name and size. */
export const CreditConversionSchema = z.object({
  id: z.number().int(),
  vintage: z.number().int(),
  serialStart: z.string(),
  serialEnd: z.string(),
  quantity: z.number().int(),
  proof: z.object({ fileName: z.string(), size: z.number().int() }),
});
export type CreditConversion = z.infer<typeof CreditConversionSchema>;

/** GET /api/creditConversion/getbyprojectid/{projectId}: the origin and the vintages. */
export const CreditConversionDetailResponseSchema = envelopeWith({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    state: ProjectStateSchema,
    originRegistry: OriginRegistrySchema.nullable(),
    originProjectId: z.string().nullable(),
    originProjectUrl: z.string().nullable(),
    canEdit: z.boolean(),
  }),
  conversions: z.array(CreditConversionSchema),
});
export type CreditConversionDetailResponse = z.infer<typeof CreditConversionDetailResponseSchema>;

/** POST /api/creditConversion/download-file: a saved vintage's proof, by the vintage's id. */
export const ConversionFileRequestSchema = z.object({ id: IdSchema });
export type ConversionFileRequest = z.infer<typeof ConversionFileRequestSchema>;

/**
 * POST /api/creditConversion/download-file-temporary: a proof just uploaded by
 * the caller's company and not saved yet, by its route (the form's preview).
 */
export const ConversionTemporaryFileRequestSchema = z.object({ route: text(512).min(1) });
export type ConversionTemporaryFileRequest = z.infer<typeof ConversionTemporaryFileRequestSchema>;

export const ConversionFileResponseSchema = envelopeWith({ url: z.string() });
