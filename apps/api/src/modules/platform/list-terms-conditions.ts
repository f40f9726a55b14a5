import { desc, eq } from 'drizzle-orm';
import {
  TermsKindSchema,
  type TermsCondition,
} from '@registry/contract/platform/list-terms-conditions';
import { termsConditions } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import type { ReferenceContext } from './reference-context';

/** GET /platform/termCondition/: the newest active version of each kind: terms, habeas, newsletter. */
export async function listTermsConditions({
  ctx,
}: {
  ctx: ReferenceContext;
}): Promise<{ termsConditions: TermsCondition[] }> {
  const rows = await ctx.db
    .select()
    .from(termsConditions)
    .where(eq(termsConditions.active, true))
    .orderBy(desc(termsConditions.version));
  const list = TermsKindSchema.options.flatMap((kind) => {
    const current = rows.find((r) => r.kind === kind);
    if (!current) return [];
    return [
      {
        name: pickText(current.name, ctx.lng),
        terms: pickText(current.terms, ctx.lng),
        kind,
        version: current.version,
      },
    ];
  });
  return { termsConditions: list };
}
