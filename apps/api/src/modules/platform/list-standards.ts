import { asc, eq } from 'drizzle-orm';
import type { Standard } from '@registry/contract/platform/list-standards';
import { standards } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import { standardName } from '../../i18n/project-value-names';
import type { ReferenceContext } from './reference-context';

/** GET /platform/standard/actives: active standards by id (1 is the registration default), named in the caller's language. */
export async function listStandards({
  ctx,
}: {
  ctx: ReferenceContext;
}): Promise<{ standards: Standard[] }> {
  const rows = await ctx.db
    .select()
    .from(standards)
    .where(eq(standards.active, true))
    .orderBy(asc(standards.id));
  return {
    standards: rows.map((s) => ({
      id: s.id,
      description: standardName(s.code, ctx.lng, s.description),
      standardUrl: s.standardUrl,
      otherDescription: pickText(s.otherDescription, ctx.lng),
    })),
  };
}
