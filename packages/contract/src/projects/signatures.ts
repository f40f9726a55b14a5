import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import { UploadedFileSchema } from '../files/upload';
import { ProjectDocumentTypeSchema } from './project-enums';
import { PERIOD_MAX } from './project-fields';

/*
 * Signatures (DESIGN.md 4.2): a document that needs a signature creates a
 * request mailed as a one-time link /signature/{firm}/{projectId}/{userId},
 * `firm` being the request's random token. Signing asks for the password
 * again; the registry signs the record with its Ed25519 key.
 */

/** The reports a party uploads to a project after submission (the certifier's certification among them), each signed by its signer. */
export const SIGNED_REPORT_TYPES = [
  'validationReport',
  'verificationReport',
  'monitoringReport',
  'certification',
] as const;
export const SignedReportTypeSchema = z.enum(SIGNED_REPORT_TYPES);
export type SignedReportType = z.infer<typeof SignedReportTypeSchema>;

/** Who signs: the ovv its reports, the developer's legal representative the monitoring report, the certifying user the certification. */
export const SIGNER_ROLES = ['ovv', 'developer', 'certifier'] as const;
export const SignerRoleSchema = z.enum(SIGNER_ROLES);
export type SignerRole = z.infer<typeof SignerRoleSchema>;

/** The token of a link: 32 random bytes in base64url. */
export const SignatureFirmSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const SignatureParamsSchema = z.object({
  firm: SignatureFirmSchema,
  projectId: IdParamSchema,
  userId: IdParamSchema,
});
export type SignatureParams = z.infer<typeof SignatureParamsSchema>;

/** POST /api/project/{projectId}/report: the report, claimed from a confirmed upload of module projects. */
export const UploadReportRequestSchema = z.object({
  documentType: SignedReportTypeSchema,
  file: UploadedFileSchema,
  /** The monitoring period of a monitoring or verification report or of a certification. */
  period: z.number().int().min(1).max(PERIOD_MAX).nullable(),
  isPublic: z.boolean(),
});
export type UploadReportRequest = z.input<typeof UploadReportRequestSchema>;

export const UploadReportResponseSchema = envelopeWith({
  documentId: z.number().int(),
  /** Where the one-time link went (the signer's e-mail is not shown). */
  signerName: z.string(),
});

/** GET /api/signature/{firm}/{projectId}/{userId}: what the signer is asked to sign. */
export const SignatureRequestViewSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  documentType: ProjectDocumentTypeSchema,
  documentName: z.string(),
  /** Computed by the server from the stored bytes. */
  documentSha256: z.string(),
  /** A signed link to the document, valid for a few minutes. */
  downloadUrl: z.string(),
  role: SignerRoleSchema,
  /** The consent text in the caller's language: what the record keeps. */
  consentText: z.string(),
  expiresAt: z.string(),
});
export type SignatureRequestView = z.infer<typeof SignatureRequestViewSchema>;

export const SignatureRequestResponseSchema = envelopeWith({
  request: SignatureRequestViewSchema,
});

/** POST /api/signature/{firm}/{projectId}/{userId}: the password again, encrypted as at login. */
export const SignDocumentRequestSchema = z.object({
  password: text(2048).min(1),
});
export type SignDocumentRequest = z.infer<typeof SignDocumentRequestSchema>;

/** A kept signature record, as the project's parties see it. */
export const SignatureRecordSchema = z.object({
  id: z.number().int(),
  role: SignerRoleSchema,
  signerName: z.string(),
  companyName: z.string(),
  signedAt: z.string(),
  documentType: ProjectDocumentTypeSchema,
  documentName: z.string(),
  documentSha256: z.string(),
  /** SHA-256 of the record's canonical JSON: what the log's leaf names. */
  recordSha256: z.string(),
  /** The registry's Ed25519 signature over the record's canonical JSON (base64). */
  registrySignature: z.string(),
});
export type SignatureRecord = z.infer<typeof SignatureRecordSchema>;

export const SignDocumentResponseSchema = envelopeWith({ record: SignatureRecordSchema });

/** GET /api/project/{projectId}/signatures: the project's signature records (its parties only). */
export const ProjectSignaturesResponseSchema = envelopeWith({
  signatures: z.array(SignatureRecordSchema),
});
