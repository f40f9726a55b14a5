import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import { type MessageCode, translate } from '../../i18n/messages';
import { DomainError } from '../../lib/domain-error';

/** One thing a save lacks, named by the request field it concerns. */
export interface MissingItem {
  code: MessageCode;
  field: string;
  params?: Record<string, string | number>;
}

/**
 * A save refused for several reasons at once (spec section 5: "missing items
 * are listed"). The company-profile routes answer it as HTTP 400 with one
 * codeMessage per item; anywhere else it degrades to its first item.
 */
export class MissingItemsError extends DomainError {
  constructor(readonly items: readonly [MissingItem, ...MissingItem[]]) {
    super(items[0].code, 400, items[0].params ?? {});
    this.name = 'MissingItemsError';
  }

  codeMessages(lng: Language): CodeMessage[] {
    return this.items.map((item) => ({
      codeMessage: item.code,
      field: item.field,
      message: translate(lng, item.code, item.params ?? {}),
    }));
  }
}

/** Throws when the list has items; the save goes on otherwise. */
export function refuseMissing(items: MissingItem[]): void {
  const [first, ...rest] = items;
  if (first) throw new MissingItemsError([first, ...rest]);
}
