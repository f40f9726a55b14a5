import type { Position } from '@registry/contract/ledger/ledger-api';
import { unitsOf } from '../../positions/utils/quantities';

/**
 * The retirement route of a block (spec section 2): its whole quantity, in kg
 * (isRetirementInKg true) when the block is divisible, else in tonnes, and its
 * sub-account when it sits in one.
 */
export function retirePathOf(position: Position): string {
  const base = `/emit-certification/${position.projectId}/${position.serialId}/${unitsOf(position)}/${String(position.divisible)}`;
  return position.subAccountId === null ? base : `${base}/${position.subAccountId}`;
}

/** The URL's isRetirementInKg: "true" (or "1") asks for kg, anything else tonnes. */
export const isKgParam = (value: string | undefined): boolean => value === 'true' || value === '1';

/** A certificate's page (DESIGN.md 4.4). */
export const certificatePathOf = (emitCertificationId: string): string =>
  `/emit-certification/${emitCertificationId}`;
