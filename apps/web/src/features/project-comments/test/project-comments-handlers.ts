import { delay, http, HttpResponse } from 'msw';
import type {
  CommentedProject,
  OpenProject,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import { apiUrl } from '../../../test/msw-server';

/** Where the fake attachment form points: another origin, as S3 would be. */
export const ATTACHMENT_STORAGE_URL = 'https://storage.example.test/comment-attachments';

const ok = (data: object, codeMessages: object[] = []) =>
  HttpResponse.json({ status: 1, codeMessages, ...data });

export const OPEN_PROJECT: OpenProject = {
  id: 7,
  code: 'CERCARBONO-CO-0007',
  name: 'Bosque de niebla',
  standardId: 2,
  standard: 'CERCARBONO',
  developer: 'Desarrollos Verdes S.A.S.',
  publicCommentEndsOn: '2026-12-20',
  daysLeft: 12,
};

export const COMMENTED: CommentedProject = {
  id: 7,
  code: 'CERCARBONO-CO-0007',
  name: 'Bosque de niebla',
  standardId: 2,
  publicCommentEndsOn: '2026-12-20',
  isOpen: true,
  developerCompanyId: 10,
  ownerCompanyId: 12,
  certifierCompanyId: 13,
};

export const COMMENTS: ProjectComment[] = [
  {
    id: 1,
    name: 'Ana Pérez',
    organization: 'Vecinos del río',
    comment: '¿Cómo se protege el agua?',
    createdAt: '2026-11-20T10:00:00.000Z',
    hiddenReason: null,
    answer: 'Con cercas vivas.',
    answeredAt: '2026-11-21T10:00:00.000Z',
    answeredBy: 'Desarrollos Verdes S.A.S.',
    attachment: { fileName: 'Mapa de la vereda.pdf', size: 48213, contentType: 'application/pdf' },
  },
  {
    id: 2,
    name: 'Luis Gómez',
    organization: '',
    comment: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    hiddenReason: 'Lenguaje ofensivo',
    answer: null,
    answeredAt: null,
    answeredBy: null,
    attachment: null,
  },
  {
    id: 3,
    name: 'María Ruiz',
    organization: '',
    comment: '¿Quién vigila los linderos?',
    createdAt: '2026-11-23T10:00:00.000Z',
    hiddenReason: null,
    answer: null,
    answeredAt: null,
    answeredBy: null,
    attachment: null,
  },
];

/** An API of public comments in memory; records what is posted. */
export function createCommentsBackend({
  isOpen = true,
  /** The attachment confirm's verdict: clean, or refused by the scan (HTTP 422). */
  attachmentVerdict = 'clean' as 'clean' | 'refused',
  /** Milliseconds the storage takes, to watch the progress. */
  storageDelay = 0,
} = {}) {
  const posts: { url: string; body: unknown }[] = [];
  /** The attachment's calls in order: the form asked for, the storage, the confirm, the link. */
  const attachmentSteps: { step: string; body?: unknown }[] = [];
  const handlers = [
    http.post(apiUrl('/public/project-comment/:projectId/attachment'), async ({ request }) => {
      attachmentSteps.push({ step: 'form', body: await request.json() });
      return ok({
        url: ATTACHMENT_STORAGE_URL,
        fields: { key: 'incoming/comments/7/u/mapa.pdf', policy: 'cG9saWN5' },
        route: 'comments/7/u/mapa.pdf',
      });
    }),
    http.post(ATTACHMENT_STORAGE_URL, async () => {
      attachmentSteps.push({ step: 'storage' });
      if (storageDelay > 0) await delay(storageDelay);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(
      apiUrl('/public/project-comment/:projectId/attachment/confirm'),
      async ({ request }) => {
        const body = (await request.json()) as { route: string };
        attachmentSteps.push({ step: 'confirm', body });
        if (attachmentVerdict === 'refused') {
          return HttpResponse.json(
            {
              status: 0,
              codeMessages: [
                {
                  codeMessage: 'ERROR_COMMENT_ATTACHMENT_REFUSED',
                  message: 'The attachment was refused.',
                },
              ],
            },
            { status: 422 },
          );
        }
        return ok({
          attachment: {
            route: body.route,
            fileName: 'mapa.pdf',
            size: 6,
            contentType: 'application/pdf',
          },
        });
      },
    ),
    http.get(
      apiUrl('/public/project-comment/:projectId/comments/:commentId/attachment'),
      ({ params }) => {
        attachmentSteps.push({ step: 'link', body: params });
        return ok({ url: `${window.location.origin}/api/files/object/comments/7/u/mapa.pdf?s=1` });
      },
    ),
    http.get(apiUrl('/public/project-comment/projects'), () => ok({ projects: [OPEN_PROJECT] })),
    http.get(apiUrl('/public/project-comment/:projectId/comments'), () =>
      ok({ project: { ...COMMENTED, isOpen }, comments: COMMENTS }),
    ),
    http.post(apiUrl('/public/project-comment/:projectId'), async ({ request }) => {
      posts.push({ url: request.url, body: await request.json() });
      return ok({ commentId: 9 }, [
        { codeMessage: 'SUCCESS_COMMENT_SENT', message: 'Thank you. Your comment was received.' },
      ]);
    }),
    http.post(apiUrl('/project-comment/:commentId/:change'), async ({ request }) => {
      posts.push({ url: request.url, body: await request.json() });
      return ok({ comment: COMMENTS[2] });
    }),
  ];
  return { handlers, posts, attachmentSteps };
}
