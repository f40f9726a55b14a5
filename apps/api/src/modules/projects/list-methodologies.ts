import { asc, eq } from 'drizzle-orm';
import type { Methodology } from '@registry/contract/projects/project-api';
import { pickText } from '../../db/schema/localized';
import { methodologies } from '../../db/schema/projects';
import type { ProjectContext } from './project-context';

/** GET /api/platform/methodology/actives: the active methodologies of every standard, by code. */
export async function listMethodologies({
  ctx,
}: {
  ctx: Pick<ProjectContext, 'db' | 'lng'>;
}): Promise<{ methodologies: Methodology[] }> {
  const rows = await ctx.db
    .select()
    .from(methodologies)
    .where(eq(methodologies.active, true))
    .orderBy(asc(methodologies.standardId), asc(methodologies.code));
  return {
    methodologies: rows.map((row) => ({
      id: row.id,
      standardId: row.standardId,
      code: row.code,
      name: pickText(row.name, ctx.lng),
    })),
  };
}
