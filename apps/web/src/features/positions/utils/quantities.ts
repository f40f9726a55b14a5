import type { Position } from '@registry/contract/ledger/ledger-api';

export const KG_PER_TONNE = 1000;

/** The quantity of a block as the user reads it: tonnes, or kg for a divisible block. */
export function formatQuantity(kg: number, isKg: boolean, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return isKg ? `${number.format(kg)} kg` : `${number.format(kg / KG_PER_TONNE)} t`;
}

/** The whole units a block holds in the unit it moves in: kg if divisible, else tonnes. */
export const unitsOf = (position: Pick<Position, 'quantityKg' | 'divisible'>): number =>
  position.divisible ? position.quantityKg : Math.floor(position.quantityKg / KG_PER_TONNE);

export interface HoldingTotal {
  key: string;
  projectId: number;
  projectName: string;
  vintage: number;
  quantityKg: number;
}

/** A block, or the API's total of blocks of one project and vintage. */
type Holding = Pick<Position, 'projectId' | 'projectName' | 'vintage' | 'quantityKg'>;

/** What the company holds per project and vintage, sorted by project name then vintage. */
export function totalsByProjectAndVintage(positions: readonly Holding[]): HoldingTotal[] {
  const totals = new Map<string, HoldingTotal>();
  for (const position of positions) {
    const key = `${position.projectId}-${position.vintage}`;
    const total = totals.get(key) ?? {
      key,
      projectId: position.projectId,
      projectName: position.projectName,
      vintage: position.vintage,
      quantityKg: 0,
    };
    total.quantityKg += position.quantityKg;
    totals.set(key, total);
  }
  return [...totals.values()].sort(
    (a, b) => a.projectName.localeCompare(b.projectName) || a.vintage - b.vintage,
  );
}

/** What the company holds per project (the chart's bars), in tonnes. */
export function tonnesByProject(
  positions: readonly Holding[],
): { label: string; tonnes: number }[] {
  const totals = new Map<number, { label: string; tonnes: number }>();
  for (const position of positions) {
    const total = totals.get(position.projectId) ?? { label: position.projectName, tonnes: 0 };
    total.tonnes += position.quantityKg / KG_PER_TONNE;
    totals.set(position.projectId, total);
  }
  return [...totals.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The transfer route of a block (spec section 2), with its sub-account when it sits in one. */
export function transferPathOf(position: Position): string {
  const base = `/transfer-certification/${position.projectId}/${position.serialId}/${unitsOf(position)}`;
  return position.subAccountId === null ? base : `${base}/${position.subAccountId}`;
}
