import { asc, eq } from 'drizzle-orm';
import {
  OriginRegistrySchema,
  type CreditConversion,
} from '@registry/contract/projects/credit-conversion';
import { creditConversions } from '../../db/schema/credit-conversions';
import { uploads } from '../../db/schema/files';
import type { Caller } from '../../lib/caller';
import { canEditProject } from '../projects/project-access';
import { findOwnedConversion, requireConvertingCaller } from './conversion-access';
import type { ConversionContext } from './conversion-context';

/**
 * GET /api/creditConversion/getbyprojectid/{projectId}: the origin of a
 * conversion the caller's company owns and its vintages (403 for anyone else).
 */
export async function getCreditConversion({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ConversionContext, 'db'>;
  caller: Caller;
  input: { projectId: number };
}) {
  requireConvertingCaller(caller);
  const project = await findOwnedConversion(ctx.db, caller, input.projectId);
  const rows = await ctx.db
    .select({ conversion: creditConversions, fileName: uploads.fileName, size: uploads.size })
    .from(creditConversions)
    .innerJoin(uploads, eq(uploads.id, creditConversions.proofUploadId))
    .where(eq(creditConversions.projectId, project.id))
    .orderBy(asc(creditConversions.vintage), asc(creditConversions.id));
  const conversions: CreditConversion[] = rows.map(({ conversion, fileName, size }) => ({
    id: conversion.id,
    vintage: conversion.vintage,
    serialStart: conversion.serialStart,
    serialEnd: conversion.serialEnd,
    quantity: conversion.quantity,
    proof: { fileName: fileName ?? 'file', size: size ?? 0 },
  }));
  const registry = OriginRegistrySchema.safeParse(project.originRegistry);
  return {
    project: {
      id: project.id,
      name: project.name,
      state: project.state,
      originRegistry: registry.success ? registry.data : null,
      originProjectId: project.originProjectId,
      originProjectUrl: project.originProjectUrl,
      canEdit: canEditProject(project, caller.companyId),
    },
    conversions,
  };
}
