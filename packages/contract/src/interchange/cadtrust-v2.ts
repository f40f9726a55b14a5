import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { INT4_MAX } from '../common/ids';

/*
 * The registry in the CAD Trust data model v2 (Climate Action Data Trust,
 * cadtrust-schema-v2.0.2; DESIGN.md 4.6, "Interchange"): its public projects,
 * their issuances and their units (the ledger's blocks), each row named field
 * for field as the schema's `project`, `issuance` and `unit` tables name
 * their `apiField`s, so a CAD Trust node can mirror them and anyone can
 * compare this registry with others. Anyone, no login; keyset (cursor) paging.
 *
 * GET /api/cadtrust/v2/projects   CadTrustQuery -> CadTrustProjectsResponse
 * GET /api/cadtrust/v2/issuances  CadTrustQuery -> CadTrustIssuancesResponse
 * GET /api/cadtrust/v2/units      CadTrustQuery -> CadTrustUnitsResponse
 *
 * Only the fields of those three tables appear. What CAD Trust keeps in other
 * tables (a project's country in `location`, its methodology in
 * `project_methodology`, its developer in `stakeholder`, an issuance's
 * monitoring dates and verification body in `verification`) is not in these
 * answers; the issuance's required links to those records are ids the
 * registry derives from its own, so a later export of those tables can
 * publish the same ids.
 */
export const CADTRUST_V2_PATH = '/cadtrust/v2';
export const CADTRUST_TABLES = ['projects', 'issuances', 'units'] as const;
export type CadTrustTable = (typeof CADTRUST_TABLES)[number];

export const CADTRUST_DEFAULT_LIMIT = 100;
export const CADTRUST_MAX_LIMIT = 500;

/*
 * The picklists of the schema (its `picklists`, version date 2026-06-30)
 * that these answers use, value for value: CAD Trust refuses anything else
 * (capitalisation included).
 */
export const CADTRUST_PROJECT_SECTORS = [
  'Afforestation and reforestation',
  'Agriculture',
  'Any combination of the above',
  'Carbon capture and storage',
  'Chemical industries',
  'Construction',
  'Energy demand',
  'Energy distribution',
  'Energy industries (renewable-/ non renewable sources)',
  'Fugitive emissions from fuel (solid, oil and gas)',
  'Fugitive emissions from the production and consumption of halocarbons and sulfur hexafluoride',
  'Livestock and manure management',
  'Manufacturing industries',
  'Metal production',
  'Mining/mineral production',
  'Others',
  'Solvent use',
  'Transport',
  'Urban Development',
  'Waste handling and disposal',
] as const;
export type CadTrustProjectSector = (typeof CADTRUST_PROJECT_SECTORS)[number];

export const CADTRUST_PROJECT_TYPES = [
  'Afforestation',
  'Agriculture',
  'Agriculture, forestry and other land use (AFOLU)',
  'Any combination of the above',
  'Biogas',
  'Biomass Energy',
  'CO2 usage',
  'Cement',
  'Coal bed/mine methane',
  'Energy Efficiency Industry',
  'Energy Efficiency households',
  'Energy Efficiency own generation',
  'Energy Efficiency service',
  'Energy Efficiency supply side',
  'Energy distribution',
  'Fugitive',
  'Geothermal',
  'Hydro',
  'Landfill gas',
  'Methane avoidance',
  'N2O',
  'PFCs and SF6',
  'Reforestation',
  'Solar',
  'Tidal',
  'Transport',
  'Waste',
  'Wind',
] as const;
export type CadTrustProjectType = (typeof CADTRUST_PROJECT_TYPES)[number];

export const CADTRUST_PROJECT_STATUSES = [
  'Certified',
  'Completed',
  'Inactive',
  'Listed',
  'Registered',
  'Rejected',
  'Validated',
  'Verified',
  'Withdrawn',
] as const;
export type CadTrustProjectStatus = (typeof CADTRUST_PROJECT_STATUSES)[number];

export const CADTRUST_UNIT_METRICS = ['gCO2eq/kWh', 'kt (Kiloton)', 'tCO2e'] as const;

export const CADTRUST_UNIT_TYPES = [
  'Avoidance - nature',
  'Avoidance - technical',
  'Not Determined',
  'Reduction - nature',
  'Reduction - technical',
  'Removal - nature',
  'Removal - technical',
] as const;
export type CadTrustUnitType = (typeof CADTRUST_UNIT_TYPES)[number];

export const CADTRUST_UNIT_STATUSES = [
  'Buffer',
  'Cancelled',
  'Expired',
  'Held',
  'Inactive',
  'Issued',
  'Rejected',
  'Retired',
] as const;
export type CadTrustUnitStatus = (typeof CADTRUST_UNIT_STATUSES)[number];

/** A GUID as CAD Trust writes them (the registry's are name-based, version 5). */
const GuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
/** "Date (ISO 8601)" of the schema: a day, YYYY-MM-DD (UTC). */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The schema's "API" timestamps (createdAt, updatedAt): an ISO 8601 instant. */
const InstantSchema = z.string();

/*
 * The cursor is opaque to callers: the last row's id and its table, as
 * base64url text, so a cursor of one table is refused by another (a 400
 * naming the field, not a wrong page).
 */
const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor after the row `id` of `table`. */
export function encodeCadTrustCursor(table: CadTrustTable, id: number): string {
  return toBase64Url(`${table}:${id}`);
}

/** The id a cursor of `table` holds; null when it is none. */
export function decodeCadTrustCursor(table: CadTrustTable, cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = /^([a-z]+):([1-9]\d{0,9})$/.exec(text);
  if (!match || match[1] !== table) return null;
  const id = Number(match[2]);
  return id <= INT4_MAX ? id : null;
}

/** `cursor`: the `nextCursor` of the page before; `limit`: rows per page (1 to 500). */
export function cadTrustQuerySchema(table: CadTrustTable) {
  return z.object({
    cursor: z
      .string()
      .max(40)
      .transform((cursor, ctx) => {
        const id = decodeCadTrustCursor(table, cursor);
        if (id === null) {
          ctx.addIssue({ code: 'custom', message: 'not a cursor of this list' });
          return z.NEVER;
        }
        return id;
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(CADTRUST_MAX_LIMIT).default(CADTRUST_DEFAULT_LIMIT),
  });
}
export type CadTrustQuery = z.input<ReturnType<typeof cadTrustQuerySchema>>;

/** The `project` table (api_endpoint /v2/project). */
export const CadTrustProjectSchema = z.object({
  cadTrustProjectId: GuidSchema,
  orgUid: GuidSchema,
  projectRegistryName: z.string(),
  /** The registry code (`{standard}-{country}-{sequence}`). */
  projectId: z.string(),
  /** The standard's code. */
  projectCreditingProgram: z.string().nullable(),
  projectName: z.string(),
  /** The project's public page. */
  projectLink: z.string(),
  projectDescription: z.string().nullable(),
  projectSector: z.array(z.enum(CADTRUST_PROJECT_SECTORS)).min(1),
  projectType: z.array(z.enum(CADTRUST_PROJECT_TYPES)).min(1),
  /** The methodology (code and name): CAD Trust v2 moved it to `project_methodology`. */
  projectSubtype: z.string().nullable(),
  projectStatus: z.enum(CADTRUST_PROJECT_STATUSES),
  /** The day the project entered its current state. */
  projectStatusDate: DaySchema,
  projectUnitMetric: z.enum(CADTRUST_UNIT_METRICS),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  cadTrustReferenceProjectId: z.null(),
  cadTrustProgramId: z.null(),
});
export type CadTrustProject = z.infer<typeof CadTrustProjectSchema>;

/** The `issuance` table (api_endpoint /v2/issuance). */
export const CadTrustIssuanceSchema = z.object({
  cadTrustIssuanceId: GuidSchema,
  /** `{prefix}-{standard}-{country}-{project code}-{vintage}-{issuance no}`: its serials' head. */
  issuanceId: z.string(),
  issuanceDate: DaySchema,
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  /** The certified monitoring period the issuance comes from. */
  cadTrustVerificationId: GuidSchema,
  cadTrustProjectMethodologyId: GuidSchema,
  cadTrustLocationId: GuidSchema,
});
export type CadTrustIssuance = z.infer<typeof CadTrustIssuanceSchema>;

/** The `unit` table (api_endpoint /v2/unit): one row per block of the ledger. */
export const CadTrustUnitSchema = z.object({
  cadTrustUnitId: GuidSchema,
  orgUid: GuidSchema,
  /** The block's human serial (DESIGN.md 4.3). */
  unitSerialId: z.string(),
  /** The serial's first number: in tonnes, or in kg with the suffix `kg` (a divisible block). */
  unitStartBlock: z.string(),
  unitEndBlock: z.string(),
  /** Tonnes of CO2e, with up to three decimals (a divisible block counts kg). */
  unitCount: z.number().positive(),
  unitType: z.enum(CADTRUST_UNIT_TYPES),
  unitVintageYear: z.number().int(),
  unitStatus: z.enum(CADTRUST_UNIT_STATUSES),
  unitStatusReason: z.string(),
  unitStatusDate: DaySchema,
  /** A retirement's certificate, purpose and public note. */
  unitRetirementDetail: z.string().nullable(),
  /** A public retirement's beneficiary; null for a private one (as on its certificate). */
  unitRetirementBeneficiary: z.string().nullable(),
  /** The beneficiary's LEI, when public and given. */
  unitRetirementBeneficiaryId: z.string().nullable(),
  /** A retired unit's certificate page. */
  unitLink: z.string().nullable(),
  unitMetric: z.enum(CADTRUST_UNIT_METRICS),
  /** Never said: who holds what is not public (DESIGN.md 4.3). */
  unitCurrentOwner: z.null(),
  unitItmosReferenceId: z.null(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  cadTrustIssuanceId: GuidSchema,
});
export type CadTrustUnit = z.infer<typeof CadTrustUnitSchema>;

/** A page of rows and the cursor of the next page (null on the last). */
function pageOf<T extends z.ZodType>(row: T) {
  return envelopeWith({ data: z.array(row), nextCursor: z.string().nullable() });
}

export const CadTrustProjectsResponseSchema = pageOf(CadTrustProjectSchema);
export const CadTrustIssuancesResponseSchema = pageOf(CadTrustIssuanceSchema);
export const CadTrustUnitsResponseSchema = pageOf(CadTrustUnitSchema);

/** A page as an action answers it (the envelope added by the route). */
export interface CadTrustPage<T> {
  data: T[];
  nextCursor: string | null;
}
