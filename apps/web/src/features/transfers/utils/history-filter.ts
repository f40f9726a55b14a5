import { IdParamSchema } from '@registry/contract/common/ids';
import {
  MovementKindSchema,
  MovementsQuerySchema,
  type MovementKind,
} from '@registry/contract/ledger/ledger-history';

export type Direction = 'sent' | 'received';

/** The history's filter, as the address keeps it (?projectId=&from=&to=&direction=&kind=). */
export interface HistoryFilter {
  projectId?: number;
  from?: string;
  to?: string;
  direction?: Direction;
  kind?: MovementKind;
}

const DirectionSchema = MovementsQuerySchema.shape.direction.unwrap();
const DaySchema = MovementsQuerySchema.shape.from.unwrap();

/** Reads the filter from the address; a value the API would refuse is left out. */
export function readHistoryFilter(params: URLSearchParams): HistoryFilter {
  const filter: HistoryFilter = {};
  const projectId = IdParamSchema.safeParse(params.get('projectId') ?? undefined);
  if (projectId.success) filter.projectId = projectId.data;
  const from = DaySchema.safeParse(params.get('from') ?? undefined);
  if (from.success) filter.from = from.data;
  const to = DaySchema.safeParse(params.get('to') ?? undefined);
  if (to.success) filter.to = to.data;
  const direction = DirectionSchema.safeParse(params.get('direction') ?? undefined);
  if (direction.success) filter.direction = direction.data;
  const kind = MovementKindSchema.safeParse(params.get('kind') ?? undefined);
  if (kind.success) filter.kind = kind.data;
  return filter;
}

/** The filter as query parameters, in a fixed order: the address and the API call alike. */
export function filterSearch(filter: HistoryFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.projectId !== undefined) search.set('projectId', String(filter.projectId));
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.direction) search.set('direction', filter.direction);
  if (filter.kind) search.set('kind', filter.kind);
  return search;
}

export const hasFilter = (filter: HistoryFilter): boolean => filterSearch(filter).size > 0;
