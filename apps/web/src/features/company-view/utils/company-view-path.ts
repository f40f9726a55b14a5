/** The read-only view of a company (spec section 2), by its internal id. */
export const companyViewPath = (companyId: number) => `/all-information/${companyId}`;
