import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { uploads } from '../db/schema/files';
import { methodologies } from '../db/schema/projects';
import { cities, countries, regions, standards } from '../db/schema/reference';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { loadMembership } from '../modules/user/build-claims';
import type { Caller } from '../lib/caller';
import { applyTransition } from '../modules/projects/apply-transition';
import type { ProjectContext } from '../modules/projects/project-context';
import { addDays, todayOf } from '../modules/projects/project-state-machine';
import { saveProject } from '../modules/projects/save-project';
import { transitionProject } from '../modules/projects/transition-project';
import { seedDemoComments } from './demo-comments';
import { buildSimplePdf } from './demo-pdf';
import { DEMO_PROJECTS, type DemoProject } from './demo-project-data';

const DAY_MS = 24 * 3600 * 1000;

/** The caller a demo login acts as: its first company, with its permits. */
export async function callerOf(db: Db, login: string): Promise<Caller> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${login}@demo.example`));
  const membership = user ? await loadMembership(db, user.id) : null;
  if (!membership) throw new Error(`the demo login ${login} is missing`);
  return {
    userId: membership.userId,
    companyId: membership.companyId,
    claims: { ...membership.claims, exp: 0 },
  };
}

/** The ids a demo project points at, found by their codes. */
async function referencesOf(db: Db, project: DemoProject) {
  const [standard] = await db
    .select()
    .from(standards)
    .where(eq(standards.code, project.standardCode));
  const [methodology] = standard
    ? await db
        .select()
        .from(methodologies)
        .where(
          and(
            eq(methodologies.standardId, standard.id),
            eq(methodologies.code, project.methodologyCode),
          ),
        )
    : [];
  const [country] = await db
    .select()
    .from(countries)
    .where(eq(countries.code, project.countryCode));
  const [region] = country
    ? await db
        .select()
        .from(regions)
        .where(and(eq(regions.countryId, country.id), eq(regions.code, project.regionCode)))
    : [];
  const [city] = region
    ? await db
        .select()
        .from(cities)
        .where(eq(cities.regionId, region.id))
        .orderBy(asc(cities.id))
        .limit(1)
    : [];
  if (!standard || !methodology || !country || !region || !city) {
    throw new Error(`reference data for the demo project ${project.name} is missing`);
  }
  return { standard, methodology, country, region, city };
}

/**
 * A demo PDF as the browser would leave it: stored (when there is a
 * storage), scanned and confirmed, waiting to be claimed by a save. Its
 * SHA-256 goes into `hashes` (what the actions read when there is no storage).
 */
export async function confirmedDemoPdf(
  db: Db,
  storage: ObjectStorage | undefined,
  caller: Caller,
  pdf: { title: string; paragraphs: string[]; name: string },
  hashes: Map<string, string>,
) {
  const bytes = buildSimplePdf({ title: pdf.title, paragraphs: pdf.paragraphs });
  const route = `projects/${caller.companyId}/${randomBytes(16).toString('hex')}.pdf`;
  if (storage) await storage.putObject(route, bytes, 'application/pdf');
  hashes.set(route, createHash('sha256').update(bytes).digest('hex'));
  const file = {
    route,
    time: String(Date.now()),
    name: pdf.name,
    md5: createHash('md5').update(bytes).digest('hex'),
  };
  await db.insert(uploads).values({
    route,
    module: 'projects',
    fileType: 'document',
    companyId: caller.companyId,
    userId: caller.userId,
    state: 'confirmed',
    fileName: file.name,
    time: file.time,
    md5: file.md5,
    size: bytes.length,
    contentType: 'application/pdf',
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return { file, bytes };
}

/** The PDD of a demo project, confirmed and waiting for the project's first save. */
async function confirmedPdd(
  db: Db,
  storage: ObjectStorage | undefined,
  caller: Caller,
  project: DemoProject,
  hashes: Map<string, string>,
) {
  const { file } = await confirmedDemoPdf(
    db,
    storage,
    caller,
    {
      title: `PDD - ${project.name}`,
      paragraphs: [project.descriptions.es, project.descriptions.en],
      name: `PDD ${project.name}.pdf`,
    },
    hashes,
  );
  return file;
}

/**
 * The demo projects (issue 9), made through the project actions as the
 * screens would make them, each move on its own day in the past: drafts,
 * submissions, public comment, corrections, validation, registration,
 * certified periods, a suspension, a rejection and a cancellation.
 */
export async function seedDemoProjects(
  db: Db,
  { storage, today = new Date() }: { storage?: ObjectStorage; today?: Date } = {},
): Promise<void> {
  const hashes = new Map<string, string>();
  const callers = {
    developer: await callerOf(db, 'developer'),
    owner: await callerOf(db, 'owner'),
    generalaccount: await callerOf(db, 'generalaccount'),
    certifier: await callerOf(db, 'certifier'),
    ovv: await callerOf(db, 'ovv'),
  };
  const ctxAt = (at: Date): ProjectContext => ({
    db,
    lng: 'es',
    hashStoredFile: async (route) => hashes.get(route) ?? '',
    mailer: { send: async () => {} },
    publicUrl: '',
    now: () => at,
  });
  for (const project of DEMO_PROJECTS) {
    const created = new Date(today.getTime() - project.createdDaysAgo * DAY_MS);
    const author = callers[project.createdBy];
    const refs = await referencesOf(db, project);
    const file = await confirmedPdd(db, storage, author, project, hashes);
    const developer = project.createdBy === 'generalaccount' ? author : callers.developer;
    const { projectId } = await saveProject({
      ctx: ctxAt(created),
      caller: author,
      input: {
        name: project.name,
        standardId: refs.standard.id,
        methodologyId: refs.methodology.id,
        sector: project.sector,
        type: project.type,
        descriptionEs: project.descriptions.es,
        descriptionEn: project.descriptions.en,
        descriptionPt: project.descriptions.pt,
        sdgs: project.sdgs,
        countryId: refs.country.id,
        regionId: refs.region.id,
        cityId: refs.city.id,
        latitude: project.latitude,
        longitude: project.longitude,
        area: null,
        areaHectares: project.areaHectares,
        developerCompanyId: developer.companyId,
        ownerCompanyId: callers.owner.companyId,
        certifierCompanyId: callers.certifier.companyId,
        ovvCompanyId: callers.ovv.companyId,
        creditingStart: project.creditingStart,
        creditingEnd: project.creditingEnd,
        estimatedAnnualReductions: project.estimatedAnnualReductions,
        isCcpApproved: project.labels?.isCcpApproved ?? false,
        isCorsiaEligible: project.labels?.isCorsiaEligible ?? false,
        isArticle6Authorized: project.labels?.isArticle6Authorized ?? false,
        correspondingAdjustment: project.labels?.correspondingAdjustment ?? 'notRequired',
        documents: [{ file, documentType: 'pdd', period: null, isPublic: true }],
      },
    });
    for (const move of project.moves) {
      const at = new Date(created.getTime() + move.day * DAY_MS);
      if ('correction' in move) {
        await saveProject({
          ctx: ctxAt(at),
          caller: author,
          input: {
            projectId,
            name: project.name,
            reason: move.correction.reason,
            ...move.correction.changes,
          },
        });
        continue;
      }
      const request = move.commentDays
        ? { ...move.request, publicCommentEndsOn: addDays(todayOf(at), move.commentDays) }
        : move.request;
      if (move.by === 'system') {
        await db.transaction((tx) =>
          applyTransition(tx, {
            projectId,
            request,
            actor: { userId: null, companyId: null },
            roles: () => ['system'],
            now: at,
          }),
        );
      } else {
        // A general account develops its own projects: its moves as developer are its own.
        const by =
          move.by === 'developer' && project.createdBy === 'generalaccount'
            ? 'generalaccount'
            : move.by;
        await transitionProject({
          ctx: ctxAt(at),
          caller: callers[by],
          input: { ...request, projectId },
        });
      }
    }
  }
  await seedDemoComments(db, { callers: Object.values(callers), today, storage });
}
