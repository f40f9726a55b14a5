import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { MAX_QUANTITY_KG } from '../ledger/ledger-api';
import { isValidLei } from './lei';

/*
 * Retirements (DESIGN.md 4.4). A retirement is a ledger movement: the block, or
 * the part of it retired, becomes `retired` for good, and the retirement gets a
 * certificate anyone can check against the public log.
 *
 * POST /api/platform/projectCompanyTransfer/retire   RetireRequest -> RetireResponse (retire permit)
 * GET  /api/platform/projectCompanyTransfer/retirements       RetirementsResponse (the company's, newest first)
 * GET  /api/platform/projectCompanyTransfer/passive-subjects  PassiveSubjectsResponse (retire permit)
 * GET  /api/public/certificates/:emitCertificationId                      CertificateResponse (no login)
 */

/** Why credits are retired; each purpose's number (its index + 1) is the `typeRemoval` of the spec's route. */
export const RETIREMENT_PURPOSES = [
  'voluntary',
  'publicClaim',
  'corsia',
  'carbonTax',
  'article6',
  'other',
] as const;
export const RetirementPurposeSchema = z.enum(RETIREMENT_PURPOSES);
export type RetirementPurpose = z.infer<typeof RetirementPurposeSchema>;

/** The `typeRemoval` number of a purpose (1 ... 6; 0 means every purpose). */
export const purposeCode = (purpose: RetirementPurpose) => RETIREMENT_PURPOSES.indexOf(purpose) + 1;

/** The fuels a carbon-tax retirement can be for. */
export const CARBON_TAX_FUELS = [
  'naturalGas',
  'lpg',
  'gasoline',
  'kerosene',
  'jetFuel',
  'diesel',
  'fuelOil',
  'coal',
] as const;
export const FuelSchema = z.enum(CARBON_TAX_FUELS);
export type Fuel = z.infer<typeof FuelSchema>;

/** At most this many characters in the public note (DESIGN.md 4.4). */
export const MAX_PUBLIC_NOTE = 256;
export const MAX_OBSERVATION = 1000;

/** A tax period: a month (YYYY-MM) or a year (YYYY). */
export const TAX_PERIOD_PATTERN = /^(19|20|21)\d{2}(-(0[1-9]|1[0-2]))?$/;

/**
 * Who the credits are retired for: a name and country, and either a document
 * (type and number) or an LEI whose check digits are right.
 */
export const BeneficiarySchema = z
  .object({
    name: text(200).trim().min(1),
    countryId: IdSchema,
    documentTypeId: IdSchema.nullable(),
    documentNumber: text(40).trim(),
    lei: text(20).trim().toUpperCase(),
  })
  .superRefine((value, ctx) => {
    if (value.lei !== '') {
      if (!isValidLei(value.lei)) {
        ctx.addIssue({ code: 'custom', path: ['lei'], params: { reason: 'leiCheckDigits' } });
      }
      return;
    }
    if (value.documentTypeId === null) {
      ctx.addIssue({ code: 'custom', path: ['documentTypeId'], params: { reason: 'required' } });
    }
    if (value.documentNumber === '') {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], params: { reason: 'required' } });
    }
  });
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

export const CarbonTaxSchema = z.object({
  /** A `passivesubject` company of the registry. */
  passiveSubjectCompanyId: IdSchema,
  fuel: FuelSchema,
  taxPeriod: z.string().regex(TAX_PERIOD_PATTERN),
});
export type CarbonTax = z.infer<typeof CarbonTaxSchema>;

export const RetireRequestSchema = z
  .object({
    serialId: IdSchema,
    /** Tonnes, or kg of a divisible block when isKg. */
    quantity: z.number().int().positive().max(MAX_QUANTITY_KG),
    isKg: z.boolean(),
    beneficiary: BeneficiarySchema,
    purpose: RetirementPurposeSchema,
    usingEntity: text(200).trim().min(1),
    /** Private hides the beneficiary on public pages and the certificate's public page. */
    isPublic: z.boolean(),
    publicNote: text(MAX_PUBLIC_NOTE).trim(),
    observation: text(MAX_OBSERVATION).trim(),
    carbonTax: CarbonTaxSchema.nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.purpose === 'carbonTax' && value.carbonTax === null) {
      ctx.addIssue({ code: 'custom', path: ['carbonTax'], params: { reason: 'required' } });
    }
    if (value.purpose !== 'carbonTax' && value.carbonTax !== null) {
      ctx.addIssue({ code: 'custom', path: ['carbonTax'], params: { reason: 'onlyForCarbonTax' } });
    }
  });
export type RetireRequest = z.infer<typeof RetireRequestSchema>;

export const RetireResponseSchema = envelopeWith({
  movementId: z.number().int(),
  /** The retired block. */
  serialId: z.number().int(),
  quantityKg: z.number().int(),
  accountId: z.number().int(),
  /** The certificate's public id (its page is /emit-certification/{emitCertificationId}). */
  emitCertificationId: z.string(),
  /** `{REGISTRY_PREFIX}-RET-{year}-{n}`, numbered without gaps. */
  certificateNumber: z.string(),
});
export type RetireAnswer = Omit<z.infer<typeof RetireResponseSchema>, 'status' | 'codeMessages'>;

/** A certificate's public id: 22 characters of base64url (128 random bits). */
export const EmitCertificationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** A `passivesubject` company a carbon-tax retirement can name. */
export const PassiveSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Document number and check digit, as the company registered them. */
  taxId: z.string(),
});
export type PassiveSubject = z.infer<typeof PassiveSubjectSchema>;
export const PassiveSubjectsResponseSchema = envelopeWith({
  passiveSubjects: z.array(PassiveSubjectSchema),
});

/** The most retirements one answer of the company's list holds, newest first. */
export const MAX_RETIREMENTS_LISTED = 500;

/** One of the company's retirements, as its list shows it. */
export const RetirementRowSchema = z.object({
  emitCertificationId: z.string(),
  certificateNumber: z.string(),
  createdAt: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  serial: z.string(),
  quantityKg: z.number().int(),
  isKg: z.boolean(),
  purpose: RetirementPurposeSchema,
  beneficiaryName: z.string(),
  isPublic: z.boolean(),
});
export type RetirementRow = z.infer<typeof RetirementRowSchema>;
export const RetirementsResponseSchema = envelopeWith({
  retirements: z.array(RetirementRowSchema),
});
