import { asc, eq } from 'drizzle-orm';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { typeDocumentCompanies } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import type { ReferenceContext } from './reference-context';

/** GET /platform/typeDocumentCompanies/active: billing and due-diligence document types by id. */
export async function listTypeDocumentCompanies({
  ctx,
}: {
  ctx: ReferenceContext;
}): Promise<{ typeDocumentsCompanies: TypeDocumentCompany[] }> {
  const rows = await ctx.db
    .select()
    .from(typeDocumentCompanies)
    .where(eq(typeDocumentCompanies.active, true))
    .orderBy(asc(typeDocumentCompanies.id));
  return {
    typeDocumentsCompanies: rows.map((t) => ({
      id: t.id,
      code: t.code,
      description: pickText(t.description, ctx.lng),
      helper: pickText(t.helper, ctx.lng),
      isBilling: t.isBilling === 1 ? 1 : 0,
      isRequired: t.isRequired === 1 ? 1 : 0,
      multiple: t.multiple,
    })),
  };
}
