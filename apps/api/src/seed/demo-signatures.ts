import { constants, publicEncrypt } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { SignedReportType } from '@registry/contract/projects/signatures';
import type { Db } from '../db/client';
import { projectEvents, projects } from '../db/schema/projects';
import type { Keys } from '../lib/keys';
import type { ObjectStorage } from '../lib/storage/object-storage';
import type { Caller } from '../lib/caller';
import { createLogSigner } from '../modules/log/log-signer';
import { signDocument } from '../modules/signatures/sign-document';
import type { SignatureContext } from '../modules/signatures/signature-context';
import { uploadReport } from '../modules/signatures/upload-report';
import { callerOf, confirmedDemoPdf } from './demo-projects';

const DAY_MS = 24 * 3600 * 1000;

/** The project the demo ovv validates: the one left in validation by the demo projects. */
const VALIDATED_PROJECT = 'Gas de Relleno Sanitario Doña Juana';

/** The certified project whose certification the demo certifier signs (period 1). */
const CERTIFIED_PROJECT = 'Solar Fotovoltaica Atacama';

export interface DemoSigning {
  keys: Keys;
  /** The log's origin (config.log.origin): the registry named on each record. */
  logOrigin: string;
  /** The demo logins' password, encrypted as the browser sends it. */
  password: string;
}

interface DemoReport {
  caller: Caller;
  project: typeof projects.$inferSelect;
  documentType: SignedReportType;
  period: number | null;
  pdf: { title: string; paragraphs: string[]; name: string };
  /** When it is uploaded and signed. */
  at: Date;
}

/**
 * One signed report as the screens make it: the party uploads it, opens the
 * mailed link and signs with its password. Without a storage the report's
 * bytes are read from memory.
 */
async function signDemoReport(
  db: Db,
  { storage, signing }: { storage?: ObjectStorage; signing: DemoSigning },
  report: DemoReport,
): Promise<void> {
  const { caller, project, at } = report;
  const { file, bytes } = await confirmedDemoPdf(db, storage, caller, report.pdf, new Map());
  const reader: SignatureContext['storage'] = storage ?? {
    openReadStream: async () => Readable.from([bytes]),
    createDownloadUrl: async () => '',
  };
  const links: string[] = [];
  const ctx: SignatureContext = {
    db,
    lng: 'es',
    storage: reader,
    logSigner: createLogSigner(signing.logOrigin, signing.keys.logSigningKeyPem),
    passwordPrivateKeyPem: signing.keys.passwordPrivateKeyPem,
    mailer: { send: async (mail) => void links.push(mail.text) },
    publicUrl: '',
    clientAddress: '127.0.0.1',
    now: () => at,
  };
  await uploadReport({
    ctx,
    caller,
    input: {
      projectId: project.id,
      documentType: report.documentType,
      file,
      period: report.period,
      isPublic: true,
    },
  });
  const link = /\/signature\/([\w-]{43})\/(\d+)\/(\d+)/.exec(links[0] ?? '');
  if (!link?.[1]) throw new Error('the demo signature link was not mailed');
  await signDocument({
    ctx,
    caller,
    input: {
      firm: link[1],
      projectId: project.id,
      userId: caller.userId,
      password: publicEncrypt(
        {
          key: signing.keys.passwordPublicKeyPem,
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(signing.password),
      ).toString('base64'),
    },
  });
}

async function demoProject(db: Db, name: string, state: 'validation' | 'certified') {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.name, name), eq(projects.state, state)));
  if (!project) throw new Error(`the demo project ${name} is not ${state}`);
  return project;
}

/** When the certifier certified the project's current period (its last certifyPeriod move). */
async function certifiedAt(db: Db, projectId: number): Promise<Date> {
  const [event] = await db
    .select({ createdAt: projectEvents.createdAt })
    .from(projectEvents)
    .where(and(eq(projectEvents.projectId, projectId), eq(projectEvents.action, 'certifyPeriod')))
    .orderBy(desc(projectEvents.id))
    .limit(1);
  if (!event) throw new Error(`the demo project ${projectId} was never certified`);
  return event.createdAt;
}

/**
 * The demo's signatures (issue 9), made through the actions as the screens
 * make them: the ovv's validation report of the project in validation, and
 * the certifier's certification of a certified project's period, signed by
 * the certifying user the day after the certification.
 */
export async function seedDemoSignatures(
  db: Db,
  options: { storage?: ObjectStorage; signing: DemoSigning; today?: Date },
): Promise<void> {
  const today = options.today ?? new Date();
  const validated = await demoProject(db, VALIDATED_PROJECT, 'validation');
  await signDemoReport(db, options, {
    caller: await callerOf(db, 'ovv'),
    project: validated,
    documentType: 'validationReport',
    period: null,
    pdf: {
      title: `Informe de validación - ${validated.name}`,
      paragraphs: [
        'El organismo de validación y verificación revisó el documento de diseño del proyecto.',
        'The validation and verification body reviewed the project design document.',
      ],
      name: `Informe de validación ${validated.code ?? validated.name}.pdf`,
    },
    at: new Date(today.getTime() - 30 * DAY_MS),
  });
  const certified = await demoProject(db, CERTIFIED_PROJECT, 'certified');
  const period = certified.currentPeriod ?? 1;
  await signDemoReport(db, options, {
    caller: await callerOf(db, 'certifier'),
    project: certified,
    documentType: 'certification',
    period,
    pdf: {
      title: `Certificación del periodo ${period} - ${certified.name}`,
      paragraphs: [
        `El certificador certifica las reducciones del periodo de monitoreo ${period}.`,
        `The certifier certifies the reductions of monitoring period ${period}.`,
      ],
      name: `Certificación ${certified.code ?? certified.name} periodo ${period}.pdf`,
    },
    at: new Date((await certifiedAt(db, certified.id)).getTime() + DAY_MS),
  });
}
