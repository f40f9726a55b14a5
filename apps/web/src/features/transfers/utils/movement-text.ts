import type { TFunction } from 'i18next';
import type { MovementRow, MovementSide } from '@registry/contract/ledger/ledger-history';
import { formatQuantity, KG_PER_TONNE } from '../../positions/utils/quantities';

/**
 * A movement's quantity as the user reads it: kg when the block moves in kg
 * (its serial counts kg) or the amount is not whole tonnes, else tonnes.
 */
export function formatMovementQuantity(
  movement: Pick<MovementRow, 'quantityKg' | 'serial'>,
  language: string,
): string {
  const isKg = /kg$/i.test(movement.serial) || movement.quantityKg % KG_PER_TONNE !== 0;
  return formatQuantity(movement.quantityKg, isKg, language);
}

/** One side of a movement: the company's own accounts by name, others by company. */
export function sideName(side: MovementSide, t: TFunction<'transfers'>): string {
  if (side.isOwn) {
    return side.kind === 'sub' ? t('subAccount', { name: side.name }) : t('mainAccount');
  }
  if (side.companyName) return side.companyName;
  return t(`history.account.${side.kind}`);
}

/** Where the credits went, as a person reads it: "A → B", "Issued to B", "Taken from A". */
export function describeRoute(movement: MovementRow, t: TFunction<'transfers'>): string {
  const { from, to } = movement;
  if (from && to && from.accountId === to.accountId) return sideName(to, t);
  if (from && to)
    return t('history.route.fromTo', { from: sideName(from, t), to: sideName(to, t) });
  if (to) return t('history.route.issuedTo', { to: sideName(to, t) });
  if (from) return t('history.route.from', { from: sideName(from, t) });
  return t('history.route.none');
}
