import type { MissingItem } from './missing-items';

/**
 * The fields of a refused save to mark invalid, and the document types
 * (ids as text) the save found without a file ("files.{typeId}" items).
 */
export function splitMissing(missing: readonly MissingItem[]) {
  const typeIds = new Set<string>();
  const fields: string[] = [];
  for (const item of missing) {
    if (item.field.startsWith('files.')) typeIds.add(item.field.slice('files.'.length));
    else fields.push(item.field);
  }
  return { fields, typeIds };
}
