import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projectCommentAttachments } from '../db/schema/project-comments';
import { projects } from '../db/schema/projects';
import type { ObjectStorage } from '../lib/storage/object-storage';
import type { Caller } from '../lib/caller';
import { addComment } from '../modules/project-comments/add-comment';
import { answerComment } from '../modules/project-comments/answer-comment';
import { createAttachmentKeys } from '../modules/project-comments/comment-attachments';
import type { CommentContext } from '../modules/project-comments/comment-context';
import { buildSimplePdf } from './demo-pdf';

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
    attachment: {
      name: 'Especies nativas sugeridas.pdf',
      title: 'Especies nativas sugeridas para la restauración',
      paragraphs: [
        'Fundación Bosques Vivos: lista de especies nativas del bosque andino para la restauración.',
        'This file was made by the demo seed of the carbon-credit registry. It is not a real document.',
      ],
    },
  },
];

/**
 * A demo attachment as the browser would leave it: stored, scanned and
 * confirmed for the project, waiting for its comment to claim it.
 */
async function confirmedAttachment(
  db: Db,
  storage: ObjectStorage,
  projectId: number,
  pdf: { name: string; title: string; paragraphs: string[] },
): Promise<string> {
  const bytes = buildSimplePdf({ title: pdf.title, paragraphs: pdf.paragraphs });
  const { route } = createAttachmentKeys(projectId, pdf.name);
  await storage.putObject(route, bytes, 'application/pdf');
  await db.insert(projectCommentAttachments).values({
    projectId,
    route,
    state: 'confirmed',
    fileName: pdf.name,
    contentType: 'application/pdf',
    size: bytes.length,
    md5: createHash('md5').update(bytes).digest('hex'),
    expiresAt: new Date(),
  });
  return route;
}

/**
 * The demo's public comments (DESIGN.md 4.2): on the first project in public
 * comment, three comments from the public and the developer's answer to the
 * first, made through the actions the screens call. With a storage, the last
 * one carries a PDF attachment.
 */
export async function seedDemoComments(
  db: Db,
  {
    callers,
    today,
    storage,
  }: { callers: readonly Caller[]; today: Date; storage?: ObjectStorage | undefined },
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
  for (const { hoursAgo, attachment, ...input } of COMMENTS) {
    const attachmentRoute =
      attachment && storage
        ? await confirmedAttachment(db, storage, project.id, attachment)
        : undefined;
    const { commentId } = await addComment({
      ctx: ctxAt(new Date(today.getTime() - hoursAgo * HOUR_MS)),
      input: {
        ...input,
        recaptchaValue: '',
        projectId: project.id,
        ...(attachmentRoute ? { attachmentRoute } : {}),
      },
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
