import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { FuelSchema, RetirementPurposeSchema } from './retirements-api';

/*
 * A retirement's certificate and its proof (DESIGN.md 4.4), public, no login:
 *
 * GET /api/public/certificates/:emitCertificationId   CertificateResponse
 *
 * `proof` holds what anyone needs to check the certificate against the public
 * log without trusting the registry: the leaf's canonical JSON text as hashed,
 * the openings of the commitments it holds (the beneficiary's only when the
 * retirement is public), and, once the sequencer has appended the leaf and
 * signed a checkpoint, the inclusion proof to that checkpoint.
 */
export const CERTIFICATES_PATH = '/public/certificates';

/** The opening of a commitment SHA-256("<text>:<salt>") of the leaf. */
export const OpeningSchema = z.object({ text: z.string(), salt: z.string() });
export type Opening = z.infer<typeof OpeningSchema>;

export const CertificateSchema = z.object({
  emitCertificationId: z.string(),
  certificateNumber: z.string(),
  createdAt: z.string(),
  quantityKg: z.number().int(),
  isKg: z.boolean(),
  purpose: RetirementPurposeSchema,
  usingEntity: z.string(),
  isPublic: z.boolean(),
  publicNote: z.string(),
  /** The retired credits' human serial. */
  serial: z.string(),
  vintage: z.number().int(),
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    standard: z.string(),
    country: z.string(),
  }),
  /** Null when the retirement is private. */
  beneficiary: z
    .object({
      name: z.string(),
      country: z.string(),
      documentType: z.string(),
      documentNumber: z.string(),
      lei: z.string(),
    })
    .nullable(),
  carbonTax: z
    .object({
      passiveSubject: z.string(),
      taxId: z.string(),
      fuel: FuelSchema,
      taxPeriod: z.string(),
    })
    .nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateProofSchema = z.object({
  /** The leaf: RFC 8785 canonical JSON, exactly the bytes hashed. */
  leafData: z.string(),
  openings: z.object({
    /** The beneficiary's canonical JSON and salt; null when the retirement is private. */
    beneficiary: OpeningSchema.nullable(),
    note: OpeningSchema,
  }),
  /** Null while the leaf waits for the sequencer (a few seconds). */
  inclusion: z
    .object({
      leafIndex: z.number().int(),
      treeSize: z.number().int(),
      /** RFC 9162 audit path, base64. */
      hashes: z.array(z.string()),
      /** The C2SP signed note of the checkpoint of treeSize leaves. */
      checkpoint: z.string(),
      /** When the registry signed that checkpoint, as it recorded it (the note itself carries no time). */
      signedAt: z.string(),
    })
    .nullable(),
  /** The log's verifier key (C2SP vkey) the checkpoint is signed with. */
  vkey: z.string(),
});
export type CertificateProof = z.infer<typeof CertificateProofSchema>;

export const CertificateResponseSchema = envelopeWith({
  certificate: CertificateSchema,
  proof: CertificateProofSchema,
});
export type CertificateAnswer = Omit<
  z.infer<typeof CertificateResponseSchema>,
  'status' | 'codeMessages'
>;
