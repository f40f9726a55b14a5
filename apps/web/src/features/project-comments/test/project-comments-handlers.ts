import { http, HttpResponse } from 'msw';
import type {
  CommentedProject,
  OpenProject,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import { apiUrl } from '../../../test/msw-server';

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
  },
];

/** An API of public comments in memory; records what is posted. */
export function createCommentsBackend({ isOpen = true } = {}) {
  const posts: { url: string; body: unknown }[] = [];
  const handlers = [
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
  return { handlers, posts };
}
