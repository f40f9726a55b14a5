const MAX_ID = 2_147_483_647;

/** The route's :companyId as a company's internal id, or null when it cannot be one. */
export function parseCompanyId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
