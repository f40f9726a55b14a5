import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema/projects';
import type { Caller } from '../plugins/auth';
import { addComment } from '../modules/project-comments/add-comment';
import { answerComment } from '../modules/project-comments/answer-comment';
import type { CommentContext } from '../modules/project-comments/comment-context';

const HOUR_MS = 3600 * 1000;

const COMMENTS = [
  {
    hoursAgo: 48,
    name: 'Ana Pérez',
    email: 'ana.perez@vecinos.example',
    organization: 'Junta de Acción Comunal La Esperanza',
    comment:
      '¿Cómo se va a proteger el nacimiento de agua de la vereda durante la siembra? Varias familias dependen de él.',
  },
  {
    hoursAgo: 30,
    name: 'Luis Gómez',
    email: 'luis.gomez@example.org',
    organization: '',
    comment: 'Me gustaría conocer cómo se repartirán los beneficios con las comunidades del área.',
  },
  {
    hoursAgo: 6,
    name: 'Fundación Bosques Vivos',
    email: 'contacto@bosquesvivos.example',
    organization: 'Fundación Bosques Vivos',
    comment: 'Apoyamos el proyecto. Sugerimos incluir especies nativas en la restauración.',
  },
];

/**
 * The demo's public comments (DESIGN.md 4.2): on the first project in public
 * comment, three comments from the public and the developer's answer to the
 * first, made through the actions the screens call.
 */
export async function seedDemoComments(
  db: Db,
  { callers, today }: { callers: readonly Caller[]; today: Date },
): Promise<void> {
  const [project] = await db
    .select({ id: projects.id, developerCompanyId: projects.developerCompanyId })
    .from(projects)
    .where(and(eq(projects.state, 'publicComment')))
    .orderBy(asc(projects.id))
    .limit(1);
  const developer = callers.find((caller) => caller.companyId === project?.developerCompanyId);
  if (!project || !developer) return;
  const ctxAt = (at: Date): CommentContext => ({
    db,
    lng: 'es',
    captcha: {
      db,
      secret: '',
      captcha: { provider: 'none', secret: '', cost: 1, maxCounter: 1, ttl: 600 },
    },
    mailer: { send: async () => {} },
    publicUrl: '',
    now: () => at,
  });
  const ids: number[] = [];
  for (const { hoursAgo, ...input } of COMMENTS) {
    const { commentId } = await addComment({
      ctx: ctxAt(new Date(today.getTime() - hoursAgo * HOUR_MS)),
      input: { ...input, recaptchaValue: '', projectId: project.id },
    });
    ids.push(commentId);
  }
  const [first] = ids;
  if (first === undefined) return;
  await answerComment({
    ctx: ctxAt(new Date(today.getTime() - 20 * HOUR_MS)),
    caller: developer,
    input: {
      commentId: first,
      answer:
        'Gracias por su pregunta. El nacimiento queda fuera del área de siembra, con un aislamiento de 30 metros y monitoreo mensual del caudal con la comunidad.',
    },
  });
}
