import type { RetireRequest } from '@registry/contract/retirements/retirements-api';
import { KG_PER_TONNE } from '../../positions/utils/quantities';

/** The kg a request retires: its quantity in kg, or its tonnes as kg. */
export const retiringKgOf = (request: Pick<RetireRequest, 'quantity' | 'isKg'>): number =>
  request.isKg ? request.quantity : request.quantity * KG_PER_TONNE;
