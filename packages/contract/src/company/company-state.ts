import { z } from 'zod';

/** A company's state (DESIGN.md 4.1): registered and waiting, approved, rejected, or suspended after approval. */
export const COMPANY_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const CompanyStateSchema = z.enum(COMPANY_STATES);
export type CompanyState = z.infer<typeof CompanyStateSchema>;
