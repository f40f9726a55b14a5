/*
 * Importers of the contract schemas the session calls use: the schemas (and
 * zod) arrive in their own chunk after the first paint (see lib/contract-values.ts).
 */
export const loadLogoutSchema = async () =>
  (await import('@registry/contract/auth/session')).LogoutResponseSchema;

export const loadLoginForCompanySchema = async () =>
  (await import('@registry/contract/auth/session')).LoginForCompanyResponseSchema;

export const loadNotificationsCountSchema = async () =>
  (await import('@registry/contract/auth/session')).NotificationsCountResponseSchema;
