import { http, HttpResponse } from 'msw';
import type { CorrectionRow } from '@registry/contract/projects/correction-history';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export const CORRECTIONS: CorrectionRow[] = [
  {
    id: 1,
    field: 'countryId',
    oldValue: { value: 7, label: 'Colombia' },
    newValue: { value: 8, label: 'Perú' },
    reason: 'The site lies across the border.',
    isPublic: true,
    userName: 'Diana Developer',
    companyName: 'Demo Developer',
    createdAt: '2026-03-02T15:00:00.000Z',
  },
  {
    id: 2,
    field: 'isCcpApproved',
    oldValue: { value: false, label: null },
    newValue: { value: true, label: null },
    reason: 'Approved by the ICVCM.',
    isPublic: true,
    userName: 'Diana Developer',
    companyName: 'Demo Developer',
    createdAt: '2026-03-02T15:00:00.000Z',
  },
  {
    id: 3,
    field: 'creditingStart',
    oldValue: { value: '2026-01-01', label: null },
    newValue: { value: '2026-03-01', label: null },
    reason: 'Start moved.',
    isPublic: true,
    userName: 'Diana Developer',
    companyName: 'Demo Developer',
    createdAt: '2026-03-03T15:00:00.000Z',
  },
  {
    id: 4,
    field: 'sector',
    oldValue: { value: 'energy', label: null },
    newValue: { value: 'waste', label: null },
    reason: 'Sector fixed.',
    isPublic: true,
    userName: 'Diana Developer',
    companyName: 'Demo Developer',
    createdAt: '2026-03-03T15:00:00.000Z',
  },
];

/** GET the corrections: project 5 has rows, 6 none, 9 is a draft of another company (403). */
export const correctionHistoryHandlers = [
  http.get(apiUrl('/public/projects/:projectId/corrections'), ({ params }) => {
    const id = Number(params.projectId);
    if (id === 9) {
      return HttpResponse.json(
        {
          status: 0,
          codeMessages: [
            {
              codeMessage: 'ERROR_PUBLIC_PROJECT_NOT_PUBLIC',
              message: 'This project is not public.',
            },
          ],
        },
        { status: 403 },
      );
    }
    return ok({
      project: { id, code: `CDM-CO-000${id}`, name: 'Parque Eólico' },
      corrections: id === 5 ? CORRECTIONS : [],
    });
  }),
];
