import type {
  CadTrustProjectSector,
  CadTrustProjectStatus,
  CadTrustProjectType,
  CadTrustUnitStatus,
  CadTrustUnitType,
} from '@registry/contract/interchange/cadtrust-v2';
import type {
  ProjectSector,
  ProjectState,
  ProjectType,
} from '@registry/contract/projects/project-enums';
import type { BlockStatus } from '../../db/schema/blocks';
import type { LedgerAccountKind } from '../../db/schema/ledger-accounts';

/*
 * The registry's words in CAD Trust's picklists (cadtrust-schema-v2.0.2).
 * Every map is total over the registry's values, so a new state or sector
 * fails the type check here rather than reaching a mirror as an unknown value.
 */

/**
 * A project's state as `projectStatus`. Before registration the project is
 * only listed (validation is not finished until the certifier registers it);
 * a registered project stays Registered while a period is under
 * verification, and is Certified once a period is. The picklist has no
 * suspended or cancelled: both are Inactive (a cancellation is the
 * certifier's, not the developer's Withdrawn). Draft and rejected projects
 * are never exported (not public); they map only to keep the map total.
 */
export const PROJECT_STATUS: Record<ProjectState, CadTrustProjectStatus> = {
  draft: 'Listed',
  submitted: 'Listed',
  publicComment: 'Listed',
  validation: 'Listed',
  registered: 'Registered',
  verification: 'Registered',
  certified: 'Certified',
  suspended: 'Inactive',
  rejected: 'Rejected',
  cancelled: 'Inactive',
  withdrawn: 'Withdrawn',
  finished: 'Completed',
};

/**
 * A sector as `projectSector` (the CDM sectoral scopes). AFOLU is scope 14,
 * "Afforestation and reforestation", under which Verra and others file all
 * of AFOLU (REDD+ included); household projects (cookstoves, lighting) are
 * scope 3, "Energy demand". No sector recorded: Others.
 */
const PROJECT_SECTOR: Record<ProjectSector, CadTrustProjectSector> = {
  afolu: 'Afforestation and reforestation',
  energy: 'Energy industries (renewable-/ non renewable sources)',
  waste: 'Waste handling and disposal',
  transport: 'Transport',
  industry: 'Manufacturing industries',
  household: 'Energy demand',
};

export const projectSectorOf = (sector: ProjectSector | null): CadTrustProjectSector =>
  sector === null ? 'Others' : PROJECT_SECTOR[sector];

/**
 * A sector as `projectType`, which names technologies (Solar, Wind, Hydro,
 * ...). The registry records the sector, not the technology, so an energy
 * project is "Any combination of the above" rather than a guess; the
 * methodology, in projectSubtype, says more.
 */
const PROJECT_TYPE: Record<ProjectSector, CadTrustProjectType> = {
  afolu: 'Agriculture, forestry and other land use (AFOLU)',
  energy: 'Any combination of the above',
  waste: 'Waste',
  transport: 'Transport',
  industry: 'Energy Efficiency Industry',
  household: 'Energy Efficiency households',
};

export const projectTypeOf = (sector: ProjectSector | null): CadTrustProjectType =>
  sector === null ? 'Any combination of the above' : PROJECT_TYPE[sector];

/**
 * A project's type (removal, avoidance) as `unitType`, nature-based for
 * AFOLU and technical otherwise. The registry has no "reduction" type (it
 * files reductions as avoidance); a mixed project's units cannot be told
 * apart, so they are "Not Determined".
 */
export function unitTypeOf(
  type: ProjectType | null,
  sector: ProjectSector | null,
): CadTrustUnitType {
  const basis = sector === 'afolu' ? 'nature' : 'technical';
  if (type === 'removal') return `Removal - ${basis}`;
  if (type === 'avoidance') return `Avoidance - ${basis}`;
  return 'Not Determined';
}

/**
 * A block's status and account as `unitStatus`. Active blocks are Held (v2's
 * name for v1's Active), or Buffer in the registry's buffer pool. Locked has
 * no value of its own in the picklist: Inactive, "exists but may not move",
 * is what a lock means (a certifier's lock with a reason, until unlocked);
 * it is not Held, which a mirror would count as tradable. A retired or
 * cancelled block stays in its state for good, wherever it sits.
 */
export function unitStatusOf(status: BlockStatus, account: LedgerAccountKind): CadTrustUnitStatus {
  switch (status) {
    case 'retired':
      return 'Retired';
    case 'cancelled':
      return 'Cancelled';
    case 'locked':
      return 'Inactive';
    case 'active':
      return account === 'buffer' ? 'Buffer' : 'Held';
  }
}

/**
 * `unitStatusReason` (required by the schema): why the unit is in its
 * status, in fixed words. Never the lock's or the cancellation's reason the
 * certifier typed (the public ledger does not show them either), and never
 * the holder.
 */
export function unitStatusReasonOf(
  status: CadTrustUnitStatus,
  certificateNumber: string | null,
): string {
  switch (status) {
    case 'Retired':
      return certificateNumber ? `Retired under certificate ${certificateNumber}` : 'Retired';
    case 'Cancelled':
      return 'Cancelled by the registry';
    case 'Inactive':
      return 'Locked by the registry; it cannot move until it is unlocked';
    case 'Buffer':
      return "Held in the registry's buffer pool";
    case 'Held':
      return 'Held in an account of a participant of the registry';
    default:
      // Expired, Issued, Rejected: values the export never gives (unitStatusOf).
      return status;
  }
}
