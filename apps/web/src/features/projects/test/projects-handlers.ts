import { http, HttpResponse } from 'msw';
import type { Country } from '@registry/contract/platform/list-countries';
import type {
  MyProjectRow,
  PartyCompany,
  ProjectDetail,
  ProjectTransitionRequest,
  SaveProjectRequest,
} from '@registry/contract/projects/project-api';
import type { ProjectRole, ProjectState } from '@registry/contract/projects/project-enums';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export const STANDARDS = [
  { id: 1, description: 'Cercarbono', standardUrl: 'https://x', otherDescription: 'One' },
  { id: 2, description: 'Verra', standardUrl: 'https://y', otherDescription: 'Two' },
];

export const METHODOLOGIES = [
  { id: 11, standardId: 1, code: 'M/UT-01', name: 'Forest restoration' },
  { id: 21, standardId: 2, code: 'VM0007', name: 'REDD+ framework' },
  { id: 22, standardId: 2, code: 'VM0042', name: 'Improved agricultural land management' },
];

const COUNTRIES: Country[] = [
  {
    id: 57,
    code: 'CO',
    name: 'Colombia',
    formatDocumentNumber: '###.###.###.###',
    formatCellPhone: '### ### ####',
    phoneCode: '+57',
  },
];
const REGIONS: Record<number, { id: number; name: string; code: string }[]> = {
  57: [{ id: 5, name: 'Antioquia', code: 'ANT' }],
};
const CITIES: Record<number, { id: number; name: string }[]> = {
  5: [{ id: 501, name: 'Medellín' }],
};

export const PARTIES: Record<string, PartyCompany[]> = {
  developer: [
    {
      id: 10,
      companyId: 'CO-0010',
      name: 'developer Company S.A.S.',
      documentNumber: '900100',
      verificationDigit: '1',
    },
  ],
  owner: [
    {
      id: 30,
      companyId: 'CO-0030',
      name: 'Bosques del Pacífico S.A.S.',
      documentNumber: '900300',
      verificationDigit: '3',
    },
  ],
  certifier: [
    {
      id: 40,
      companyId: 'CO-0040',
      name: 'Cercarbono Certifica S.A.S.',
      documentNumber: '900400',
      verificationDigit: '4',
    },
  ],
  ovv: [
    {
      id: 50,
      companyId: 'CO-0050',
      name: 'Verifica Andina S.A.S.',
      documentNumber: '900500',
      verificationDigit: '5',
    },
  ],
};

/** A project row as the list answers it. */
export function projectRow(overrides: Partial<MyProjectRow> = {}): MyProjectRow {
  return {
    id: 1,
    code: null,
    name: 'Reforestación Urabá',
    state: 'draft',
    isConversion: false,
    standardCode: 'CERCARBONO',
    countryName: 'Colombia',
    roles: ['developer'],
    actions: ['submit'],
    canEdit: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A draft project with every field filled and its PDD attached: ready to submit. */
export function completeDraft(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 7,
    name: 'Reforestación Urabá',
    code: null,
    state: 'draft',
    isConversion: false,
    standardId: 1,
    methodologyId: 11,
    sector: 'afolu',
    type: 'removal',
    descriptionEs: 'Restauración de bosque húmedo.',
    descriptionEn: 'Restoration of a humid forest.',
    descriptionPt: '',
    sdgs: [13, 15],
    countryId: 57,
    regionId: 5,
    cityId: 501,
    latitude: 7.88,
    longitude: -76.63,
    area: null,
    areaHectares: null,
    developerCompanyId: 10,
    ownerCompanyId: 30,
    certifierCompanyId: 40,
    ovvCompanyId: 50,
    creditingStart: '2026-01-01',
    creditingEnd: '2035-12-31',
    estimatedAnnualReductions: 12000,
    isCcpApproved: false,
    isCorsiaEligible: true,
    isArticle6Authorized: false,
    correspondingAdjustment: 'notRequired',
    standard: { id: 1, code: 'CERCARBONO', name: 'Cercarbono' },
    methodology: { id: 11, code: 'M/UT-01', name: 'Forest restoration' },
    country: { id: 57, iso: 'CO', name: 'Colombia' },
    region: { id: 5, name: 'Antioquia' },
    city: { id: 501, name: 'Medellín' },
    developer: { id: 10, name: 'developer Company S.A.S.' },
    owner: { id: 30, name: 'Bosques del Pacífico S.A.S.' },
    certifier: { id: 40, name: 'Cercarbono Certifica S.A.S.' },
    ovv: { id: 50, name: 'Verifica Andina S.A.S.' },
    publicCommentEndsOn: null,
    submittedAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    documents: [
      {
        id: 301,
        documentType: 'pdd',
        period: null,
        fileName: 'pdd-uraba.pdf',
        isPublic: true,
        md5: 'a'.repeat(32),
        sha256: 'b'.repeat(64),
        size: 2048,
        created: '2026-11-20T10:00:00.000Z',
        isSigned: false,
      },
    ],
    events: [],
    roles: ['developer'],
    actions: ['submit'],
    canEdit: true,
    ...overrides,
  };
}

/** The timeline of a draft submitted and sent back by the certifier with its request. */
export function correctionsAskedEvents(reason: string): ProjectDetail['events'] {
  return [
    {
      id: 2,
      action: 'submit',
      fromState: 'draft',
      toState: 'submitted',
      reason: null,
      companyName: 'developer Company S.A.S.',
      at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 3,
      action: 'requestCorrections',
      fromState: 'submitted',
      toState: 'draft',
      reason,
      companyName: 'Cercarbono Certifica S.A.S.',
      at: '2026-11-22T10:00:00.000Z',
    },
  ];
}

/**
 * An in-memory registry behind the project calls, with the request bodies
 * they received (typed from the contract).
 */
export function createProjectsBackend({
  rows = [] as MyProjectRow[],
  details = [] as ProjectDetail[],
} = {}) {
  const projects = rows.map((row) => ({ ...row }));
  const requests = {
    save: [] as SaveProjectRequest[],
    transition: [] as (ProjectTransitionRequest & { projectId: number })[],
    list: [] as URLSearchParams[],
  };
  let nextId = 100;

  const handlers = [
    http.get(apiUrl('/platform/standard/actives'), () => ok({ standards: STANDARDS })),
    http.get(apiUrl('/platform/methodology/actives'), () => ok({ methodologies: METHODOLOGIES })),
    http.get(apiUrl('/platform/country'), () => ok({ countries: COUNTRIES })),
    http.get(apiUrl('/platform/country/:countryId/regions'), ({ params }) =>
      ok({ regions: REGIONS[Number(params.countryId)] ?? [] }),
    ),
    http.get(apiUrl('/platform/country/:countryId/regions/:regionId/cities'), ({ params }) =>
      ok({ cities: CITIES[Number(params.regionId)] ?? [] }),
    ),
    http.post(apiUrl('/company/:kind/search'), async ({ params, request }) => {
      const { search } = (await request.json()) as { search: string };
      const companies = (PARTIES[String(params.kind)] ?? []).filter((company) =>
        company.name.toLowerCase().includes(search.toLowerCase()),
      );
      return ok({ companies });
    }),
    http.get(apiUrl('/project/my-projects'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.list.push(params);
      const state = params.get('state') as ProjectState | null;
      const role = params.get('role') as ProjectRole | null;
      const search = params.get('search')?.toLowerCase() ?? '';
      return ok({
        projects: projects.filter(
          (project) =>
            (!state || project.state === state) &&
            (!role || project.roles.includes(role)) &&
            (!search ||
              project.name.toLowerCase().includes(search) ||
              (project.code ?? '').toLowerCase().includes(search)),
        ),
      });
    }),
    http.get(apiUrl('/project/:projectId'), ({ params }) => {
      const detail = details.find((project) => project.id === Number(params.projectId));
      return detail
        ? ok({ project: detail })
        : HttpResponse.json(
            { status: 0, codeMessages: [{ codeMessage: 'ERROR_NOT_FOUND', message: 'No.' }] },
            { status: 404 },
          );
    }),
    http.post(apiUrl('/project/save'), async ({ request }) => {
      const body = (await request.json()) as SaveProjectRequest;
      requests.save.push(body);
      const projectId = body.projectId ?? nextId++;
      if (!details.some((project) => project.id === projectId)) {
        details.push(
          completeDraft({ id: projectId, name: body.name, documents: [], updatedAt: 'saved' }),
        );
      }
      return ok({
        projectId,
        codeMessages: [{ codeMessage: 'PROJECT_SAVED', message: 'Saved.' }],
      });
    }),
    http.post(apiUrl('/project/:projectId/transition'), async ({ params, request }) => {
      const body = (await request.json()) as ProjectTransitionRequest;
      const projectId = Number(params.projectId);
      requests.transition.push({ ...body, projectId });
      const project = projects.find((row) => row.id === projectId);
      const state: ProjectState = body.action === 'openPublicComment' ? 'publicComment' : 'draft';
      if (project) {
        project.state = state;
        project.actions = [];
      }
      return ok({ state, code: 'CERCARBONO-CO-0001' });
    }),
  ];
  return { handlers, requests, projects };
}
