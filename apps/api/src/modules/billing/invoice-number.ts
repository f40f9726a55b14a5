/** An invoice's number: {REGISTRY_PREFIX}-INV-{year}-{seq} (the prefix is configuration). */
export const invoiceNumber = (prefix: string, year: number, seq: number): string =>
  `${prefix}-INV-${year}-${seq}`;
