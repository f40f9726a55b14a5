import { http, HttpResponse } from 'msw';
import type {
  CreditConversionDetailResponse,
  SaveCreditConversionRequest,
} from '@registry/contract/projects/credit-conversion';
import { apiUrl } from '../../../test/msw-server';

type Detail = Pick<CreditConversionDetailResponse, 'project' | 'conversions'>;

/** A saved conversion draft of project 7 with one vintage. */
export const savedConversion = (): Detail => ({
  project: {
    id: 7,
    name: 'Manglares del Pacífico',
    state: 'draft',
    originRegistry: 'verra',
    originProjectId: 'VCS-1234',
    originProjectUrl: 'https://registry.verra.org/app/projectDetail/VCS/1234',
    canEdit: true,
  },
  conversions: [
    {
      id: 31,
      vintage: 2019,
      serialStart: 'VCU-1001',
      serialEnd: 'VCU-2000',
      quantity: 1000,
      proof: { fileName: 'cancelacion-2019.pdf', size: 2048 },
    },
  ],
});

/** An in-memory conversion API: getbyprojectid, save and download-file, with what they received. */
export function createConversionBackend(details: Detail[] = []) {
  const saves: SaveCreditConversionRequest[] = [];
  const downloads: number[] = [];
  const byId = new Map(details.map((detail) => [detail.project.id, detail]));
  const handlers = [
    http.get(apiUrl('/creditConversion/getbyprojectid/:projectId'), ({ params }) => {
      const detail = byId.get(Number(params.projectId));
      if (!detail) {
        return HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'No.' }] },
          { status: 403 },
        );
      }
      return HttpResponse.json({ status: 1, codeMessages: [], ...detail });
    }),
    http.post(apiUrl('/creditConversion/save'), async ({ request }) => {
      const body = (await request.json()) as SaveCreditConversionRequest;
      saves.push(body);
      const projectId = body.projectId ?? 7;
      byId.set(projectId, {
        project: {
          id: projectId,
          name: body.name,
          state: 'draft',
          originRegistry: body.originRegistry,
          originProjectId: body.originProjectId,
          originProjectUrl: body.originProjectUrl ?? null,
          canEdit: true,
        },
        conversions: body.vintages.map((row, index) => ({
          id: row.id ?? 100 + index,
          vintage: row.vintage,
          serialStart: row.serialStart,
          serialEnd: row.serialEnd,
          quantity: row.quantity,
          proof: { fileName: row.proof?.name ?? 'cancelacion-2019.pdf', size: 10 },
        })),
      });
      return HttpResponse.json({ status: 1, codeMessages: [], projectId });
    }),
    http.post(apiUrl('/creditConversion/download-file'), async ({ request }) => {
      downloads.push(((await request.json()) as { id: number }).id);
      return HttpResponse.json({ status: 1, codeMessages: [], url: 'https://files.test/proof' });
    }),
  ];
  return { saves, downloads, handlers };
}
