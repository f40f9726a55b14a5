import type { z } from 'zod';

/** Something a save lacks: the form field it concerns and its text (a key of the myCompany namespace). */
export interface MissingItem {
  field: string;
  messageKey: string;
  values?: Record<string, string>;
}

/**
 * Spec section 5, "missing items are listed": every issue of the tab's schema,
 * in the order of the form, as the items the alert lists.
 */
export function listMissingItems(schema: z.ZodType, values: unknown): MissingItem[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const values =
      'params' in issue ? (issue.params as Record<string, string> | undefined) : undefined;
    return {
      field: issue.path.map(String).join('.'),
      messageKey: issue.message,
      ...(values ? { values } : {}),
    };
  });
}
