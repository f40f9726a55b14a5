import { createHash } from 'node:crypto';
import { apiLogin, PLATFORM } from './fixtures';
import { smallPdf } from './files';

/*
 * Projects a journey makes for itself through the API, as the screens would
 * make them, so it changes no demo project another journey reads.
 */

type Body = { status: number } & Record<string, unknown>;

async function call(path: string, token: string, body?: object): Promise<Body> {
  const response = await fetch(`${process.env.BASE_URL}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      platform: PLATFORM,
      lng: 'es',
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as Body;
  if (answer.status !== 1) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** The id of a public project found by a word of its name, as the public list finds it. */
export async function publicProjectId(search: string): Promise<number> {
  const response = await fetch(
    `${process.env.BASE_URL}/api/public/projects?search=${encodeURIComponent(search)}`,
    { headers: { platform: PLATFORM, lng: 'es' } },
  );
  const body = (await response.json()) as { projects: { id: number }[] };
  const [project] = body.projects;
  if (!project) throw new Error(`no public project matches ${search}`);
  return project.id;
}

/** Uploads a PDF the way the uploader does (form, then confirm): the file of a project document. */
async function uploadPdf(token: string, fileName: string) {
  const content = smallPdf(fileName);
  const form = (await call('/platform/file/upload-url', token, {
    module: 'projects',
    fileType: 'document',
    fileName,
    contentType: 'application/pdf',
    size: content.length,
  })) as Body & { url: string; fields: Record<string, string>; route: string };
  const multipart = new FormData();
  for (const [name, value] of Object.entries(form.fields)) multipart.append(name, value);
  multipart.append(
    'file',
    new Blob([new Uint8Array(content)], { type: 'application/pdf' }),
    fileName,
  );
  const url = new URL(form.url, process.env.BASE_URL);
  const posted = await fetch(url, { method: 'POST', body: multipart });
  if (posted.status !== 204) throw new Error(`the upload answered ${posted.status}`);
  const file = {
    route: form.route,
    time: String(Date.now()),
    name: fileName,
    md5: createHash('md5').update(content).digest('hex'),
  };
  await call('/platform/file/confirm', token, file);
  return file;
}

/** The fields of a project a developer fills (ProjectFieldsSchema's). */
const FIELDS = [
  'standardId',
  'methodologyId',
  'sector',
  'type',
  'descriptionEs',
  'descriptionEn',
  'descriptionPt',
  'sdgs',
  'countryId',
  'regionId',
  'cityId',
  'latitude',
  'longitude',
  'area',
  'developerCompanyId',
  'ownerCompanyId',
  'certifierCompanyId',
  'ovvCompanyId',
  'creditingStart',
  'creditingEnd',
  'isCcpApproved',
  'isCorsiaEligible',
  'isArticle6Authorized',
  'correspondingAdjustment',
] as const;

/** The fields of the demo wind farm (its places, parties and standard), read as a party reads them. */
async function windFarmFields(token: string) {
  const { project: model } = (await call(
    `/project/${await publicProjectId('Alta Guajira')}`,
    token,
  )) as Body & { project: Record<(typeof FIELDS)[number], unknown> };
  return Object.fromEntries(FIELDS.map((field) => [field, model[field]]));
}

/**
 * A project of the demo developer, submitted: the places, parties and
 * standard of the demo wind farm (its certifier is the demo certifier), a
 * name of its own, the given estimate and area, and its PDD. Answers its id.
 */
export async function createSubmittedProject({
  name,
  estimatedAnnualReductions,
  areaHectares,
}: {
  name: string;
  estimatedAnnualReductions: number;
  areaHectares: number;
}): Promise<number> {
  const { token } = await apiLogin('developer@demo.example');
  const fields = await windFarmFields(token);
  const file = await uploadPdf(token, `pdd-${Date.now()}.pdf`);
  const saved = (await call('/project/save', token, {
    ...fields,
    name,
    estimatedAnnualReductions,
    areaHectares,
    documents: [{ file, documentType: 'pdd', period: null, isPublic: true }],
  })) as Body & { projectId: number };
  await call(`/project/${saved.projectId}/transition`, token, { action: 'submit' });
  return saved.projectId;
}

/**
 * Fills a draft's own data as its project form saves it (the wind farm's
 * fields, the draft's name and owner kept, an estimate and its PDD), by one
 * of its parties: what a user does in the seven steps of the form.
 */
export async function fillProjectData(projectId: number, email: string): Promise<void> {
  const { token } = await apiLogin(email);
  const { project } = (await call(`/project/${projectId}`, token)) as Body & {
    project: { name: string; ownerCompanyId: number };
  };
  const file = await uploadPdf(token, `pdd-${Date.now()}.pdf`);
  await call('/project/save', token, {
    ...(await windFarmFields(token)),
    projectId,
    name: project.name,
    ownerCompanyId: project.ownerCompanyId,
    estimatedAnnualReductions: 5000,
    documents: [{ file, documentType: 'pdd', period: null, isPublic: true }],
  });
}

/** The id of one of a demo user's projects, found by a word of its name as My projects finds it. */
export async function myProjectId(email: string, search: string): Promise<number> {
  const { token } = await apiLogin(email);
  const { projects } = (await call(
    `/project/my-projects?search=${encodeURIComponent(search)}`,
    token,
  )) as Body & { projects: { id: number }[] };
  const [project] = projects;
  if (!project) throw new Error(`no project of ${email} matches ${search}`);
  return project.id;
}
