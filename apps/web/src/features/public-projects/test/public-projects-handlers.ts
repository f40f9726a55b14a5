import { http, HttpResponse } from 'msw';
import type {
  PublicProject,
  PublicProjectRow,
  PublicProjectsResponse,
} from '@registry/contract/projects/public-projects';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function projectRow(id: number, name: string): PublicProjectRow {
  return {
    id,
    code: `VCS-CO-${String(id).padStart(4, '0')}`,
    name,
    state: 'registered',
    standardCode: 'VCS',
    countryName: 'Colombia',
    sector: 'energy',
    type: 'avoidance',
    labels: ['ccp'],
    estimatedAnnualReductions: 1200,
    submittedAt: '2026-01-02T00:00:00.000Z',
  };
}

export const FACETS: PublicProjectsResponse['facets'] = {
  standard: [{ value: '1', label: 'VCS', count: 3 }],
  country: [{ value: '7', label: 'Colombia', count: 3 }],
  methodology: [{ value: '4', label: 'AMS-I.D.', count: 2 }],
  sector: [
    { value: 'energy', label: null, count: 2 },
    { value: 'afolu', label: null, count: 1 },
  ],
  type: [{ value: 'avoidance', label: null, count: 3 }],
  state: [{ value: 'registered', label: null, count: 3 }],
  vintage: [
    { value: '2024', label: null, count: 2 },
    { value: '2023', label: null, count: 1 },
  ],
  label: [{ value: 'ccp', label: null, count: 1 }],
};

export const PROJECT: PublicProject = {
  id: 5,
  code: 'VCS-CO-0005',
  name: 'Energía Solar Páramo',
  state: 'suspended',
  description: 'Paneles solares en el páramo.',
  standard: { id: 1, code: 'VCS' },
  methodology: { id: 2, code: 'AMS-I.D.', name: 'Grid connected renewable electricity' },
  country: { id: 7, iso: 'CO', name: 'Colombia' },
  region: 'Boyacá',
  city: 'Tunja',
  sector: 'energy',
  type: 'avoidance',
  sdgs: [7, 13],
  latitude: 5.5,
  longitude: -73.3,
  area: null,
  areaHectares: null,
  developer: { id: 1, name: 'Solar Andina S.A.S.' },
  owner: null,
  certifier: { id: 2, name: 'Registro Demo' },
  ovv: null,
  creditingStart: '2026-01-01',
  creditingEnd: '2035-12-31',
  estimatedAnnualReductions: 1200,
  labels: ['ccp'],
  isConversion: false,
  originRegistry: null,
  originProjectId: null,
  publicCommentEndsOn: null,
  submittedAt: '2026-01-02T00:00:00.000Z',
  documents: [
    {
      id: 31,
      documentType: 'pdd',
      period: null,
      fileName: 'pdd.pdf',
      sha256: 'a'.repeat(64),
      size: 100,
      created: '2026-01-02T00:00:00.000Z',
    },
  ],
  events: [
    {
      id: 1,
      action: 'suspend',
      fromState: 'registered',
      toState: 'suspended',
      reason: 'Under investigation',
      companyName: 'Registro Demo',
      at: '2026-03-02T00:00:00.000Z',
    },
  ],
};

const CSV_FILE_NAMES: Record<string, string> = { es: 'proyectos', en: 'projects', pt: 'projetos' };

/**
 * A backend of the public list: three projects in pages of two by cursor, the
 * query strings it was asked with, the map points, the page and a document link.
 */
export function createPublicProjectsBackend() {
  const queries: URLSearchParams[] = [];
  const all = [
    projectRow(1, 'Bosque Seco'),
    projectRow(2, 'Wind Farm Norte'),
    projectRow(3, 'Relleno'),
  ];
  const handlers = [
    http.get(apiUrl('/public/projects'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = params.get('search') ?? '';
      const found = all.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
      const start = params.get('cursor') === 'page-2' ? 2 : 0;
      return ok({
        projects: found.slice(start, start + 2),
        facets: FACETS,
        total: found.length,
        nextCursor: start === 0 && found.length > 2 ? 'page-2' : null,
      });
    }),
    http.get(apiUrl('/public/projects/map'), () =>
      ok({
        points: [
          { id: 1, name: 'Bosque Seco', latitude: 4.1, longitude: -74, state: 'registered' },
        ],
        truncated: false,
      }),
    ),
    http.get(apiUrl('/public/projects/csv'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      // Named in the caller's language, as the API does.
      const name = CSV_FILE_NAMES[request.headers.get('lng') ?? ''] ?? 'proyectos';
      return new HttpResponse('\uFEFFName\r\nBosque Seco\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}-2026-03-04.csv"; filename*=UTF-8''${name}-2026-03-04.csv`,
        },
      });
    }),
    http.get(apiUrl('/public/projects/:projectId'), ({ params }) =>
      params.projectId === '5'
        ? ok({ project: PROJECT })
        : HttpResponse.json(
            {
              status: 0,
              codeMessages: [
                {
                  codeMessage: 'ERROR_PUBLIC_PROJECT_NOT_PUBLIC',
                  message: 'This project is not public yet. Only its parties can see it.',
                },
              ],
            },
            { status: 403 },
          ),
    ),
    http.get(apiUrl('/public/projects/5/documents/31/url'), () =>
      ok({ url: 'http://files.example/pdd.pdf?signature=1' }),
    ),
  ];
  return { handlers, queries };
}
