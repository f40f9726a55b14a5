import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommentedProject,
  OpenProject,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import { notifications } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import { solveCaptcha } from '../../../test/captcha';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { companyIdOf, completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { readOutbox } from '../../../test/outbox';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { addDays, todayOf } from '../projects/project-state-machine';

interface CommentAnswer extends Omit<Answer, 'company' | 'user'> {
  projects?: OpenProject[];
  commentId?: number;
  project?: CommentedProject;
  comments?: ProjectComment[];
  comment?: ProjectComment;
}

let t: TestApp;
let developer: Session;
let owner: Session;
let certifier: Session;
let trader: Session;
let openId: number;
let draftId: number;

const inDays = (days: number) => addDays(todayOf(new Date()), days);

const openProjects = () =>
  call<CommentAnswer>(t, 'GET', '/api/public/project-comment/projects', {});
const listComments = (projectId: number) =>
  call<CommentAnswer>(t, 'GET', `/api/public/project-comment/${projectId}/comments`, {});
const answer = (token: string, commentId: number, text: string) =>
  call<CommentAnswer>(t, 'POST', `/api/project-comment/${commentId}/answer`, {
    token,
    payload: { answer: text },
  });
const hide = (token: string, commentId: number, reason: string) =>
  call<CommentAnswer>(t, 'POST', `/api/project-comment/${commentId}/hide`, {
    token,
    payload: { reason },
  });

async function comment(projectId: number, payload: object = {}, captcha = true) {
  return call<CommentAnswer>(t, 'POST', `/api/public/project-comment/${projectId}`, {
    payload: {
      name: 'Ana Pérez',
      email: 'ana@vecinos.example',
      organization: 'Vecinos del río',
      comment: '¿Cómo se protege el agua de la vereda?',
      ...(captcha ? { recaptchaValue: await solveCaptcha(t.app) } : {}),
      ...payload,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  openId = await completeDraft(t, developer.token, 'Bosque de niebla Comentado');
  await moveProject(t, developer.token, openId, { action: 'submit' });
  const opened = await moveProject(t, certifier.token, openId, {
    action: 'openPublicComment',
    publicCommentEndsOn: inDays(30),
  });
  if (opened.body.state !== 'publicComment') throw new Error(JSON.stringify(opened.body));
  draftId = await completeDraft(t, developer.token, 'Borrador sin comentarios');
});
afterAll(async () => {
  await t.close();
});

describe('public comment on projects', () => {
  it('lists the projects open for comment with the days left', async () => {
    const { status, body } = await openProjects();
    expect(status).toBe(200);
    const row = body.projects?.find((project) => project.id === openId);
    expect(row).toMatchObject({ name: 'Bosque de niebla Comentado', daysLeft: 30 });
    expect(body.projects?.map((project) => project.id)).not.toContain(draftId);
  });

  it('takes a comment without login, notifies and mails the developer, never shows the e-mail', async () => {
    const sent = await comment(openId);
    expect(sent.status).toBe(200);
    expect(sent.body.commentId).toBeGreaterThan(0);

    const listed = await listComments(openId);
    expect(listed.body.project).toMatchObject({ id: openId, isOpen: true });
    expect(listed.body.comments?.at(-1)).toMatchObject({
      name: 'Ana Pérez',
      organization: 'Vecinos del río',
      comment: '¿Cómo se protege el agua de la vereda?',
      answer: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain('ana@vecinos.example');

    const developerCompany = await companyIdOf(t, 'developer@demo.example');
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, developerCompany),
          eq(notifications.kind, 'projectComment'),
        ),
      );
    expect(bell.some((row) => row.payload.commentId === sent.body.commentId)).toBe(true);
    const mail = readOutbox(t.dataDir).at(-1);
    expect(mail?.to).toBe('developer@demo.example');
    expect(mail?.raw).toContain(`/project-comment-list/${openId}`);
  });

  it('refuses bad input, a missing captcha and a closed project with a clear message', async () => {
    const empty = await comment(openId, { comment: '   ', email: 'not-an-e-mail' });
    expect(empty.status).toBe(400);
    expect(empty.body.codeMessages.map((message) => message.field).sort()).toEqual([
      'comment',
      'email',
    ]);
    const tooLong = await comment(openId, { comment: 'a'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.codeMessages[0]?.field).toBe('comment');

    const noCaptcha = await comment(openId, {}, false);
    expect(codeOf(noCaptcha)).toBe('ERROR_CAPTCHA');

    const onDraft = await comment(draftId);
    expect(onDraft.status).toBe(400);
    expect(codeOf(onDraft)).toBe('ERROR_COMMENT_CLOSED');
    const missing = await comment(999_999);
    expect(missing.status).toBe(404);

    await t.database.db
      .update(projects)
      .set({ publicCommentEndsOn: inDays(-1) })
      .where(eq(projects.id, openId));
    try {
      const late = await comment(openId);
      expect(codeOf(late)).toBe('ERROR_COMMENT_CLOSED');
      expect((await openProjects()).body.projects?.map((p) => p.id)).not.toContain(openId);
    } finally {
      await t.database.db
        .update(projects)
        .set({ publicCommentEndsOn: inDays(30) })
        .where(eq(projects.id, openId));
    }
    const draftComments = await listComments(draftId);
    expect(draftComments.status).toBe(403);
  });

  it('lets the developer or owner answer once, and nobody else', async () => {
    const sent = await comment(openId, { comment: 'Pregunta para responder.' });
    const commentId = sent.body.commentId ?? 0;
    expect((await answer(trader.token, commentId, 'No soy parte.')).status).toBe(403);
    expect((await answer(certifier.token, commentId, 'Tampoco.')).status).toBe(403);
    expect((await answer(developer.token, commentId, '  ')).status).toBe(400);
    const loggedOut = await call<CommentAnswer>(
      t,
      'POST',
      `/api/project-comment/${commentId}/answer`,
      {
        payload: { answer: 'x' },
      },
    );
    expect(loggedOut.status).toBe(401);

    const answered = await answer(developer.token, commentId, 'Con cercas vivas y monitoreo.');
    expect(answered.status).toBe(200);
    expect(answered.body.comment).toMatchObject({
      answer: 'Con cercas vivas y monitoreo.',
      answeredBy: expect.any(String),
    });
    const again = await answer(owner.token, commentId, 'Otra respuesta.');
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('ERROR_COMMENT_ALREADY_ANSWERED');
    expect((await answer(developer.token, 999_999, 'x')).status).toBe(404);
  });

  it("lets only the project's certifier hide a comment, with its reason shown instead", async () => {
    const sent = await comment(openId, { comment: 'Texto ofensivo.' });
    const commentId = sent.body.commentId ?? 0;
    expect((await hide(developer.token, commentId, 'Ofensivo.')).status).toBe(403);
    expect(codeOf(await hide(certifier.token, commentId, ''))).toBe('ERROR_INVALID_FIELD');
    const hidden = await hide(certifier.token, commentId, 'Lenguaje ofensivo.');
    expect(hidden.status).toBe(200);
    const row = (await listComments(openId)).body.comments?.find((c) => c.id === commentId);
    expect(row).toMatchObject({ comment: null, hiddenReason: 'Lenguaje ofensivo.' });
    expect(JSON.stringify(row)).not.toContain('Texto ofensivo');
    expect((await hide(certifier.token, commentId, 'Otra vez.')).status).toBe(409);
  });
});

describe('public comment rate limit', () => {
  it('answers 429 with ERROR_RATE_LIMIT beyond the comments allowed per address', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: {
        rateLimits: {
          login: { max: 1000, timeWindow: 60_000 },
          recovery: { max: 1000, timeWindow: 60_000 },
          registration: { max: 1000, timeWindow: 60_000 },
          comment: { max: 2, timeWindow: 60_000 },
        },
      },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/project-comment/1',
          headers: HEADERS,
          payload: {},
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().codeMessages[0].codeMessage).toBe('ERROR_RATE_LIMIT');
    } finally {
      await limited.close();
    }
  });
});

describe('the demo public comments', () => {
  it('gives the demo project in public comment its comments and one developer answer', async () => {
    const [project] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.state, 'publicComment'))
      .orderBy(projects.id)
      .limit(1);
    const { body } = await listComments(project?.id ?? 0);
    expect(body.comments?.length).toBeGreaterThanOrEqual(3);
    expect(body.comments?.filter((c) => c.answer !== null)).toHaveLength(1);
    expect(body.comments?.[0]?.answer).toContain('nacimiento');
  });
});
