import { constants, publicEncrypt } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema/projects';
import type { Keys } from '../lib/keys';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { createLogSigner } from '../modules/log/log-signer';
import { signDocument } from '../modules/signatures/sign-document';
import type { SignatureContext } from '../modules/signatures/signature-context';
import { uploadReport } from '../modules/signatures/upload-report';
import { callerOf, confirmedDemoPdf } from './demo-projects';

const DAY_MS = 24 * 3600 * 1000;

/** The project the demo ovv validates: the one left in validation by the demo projects. */
const VALIDATED_PROJECT = 'Gas de Relleno Sanitario Doña Juana';

export interface DemoSigning {
  keys: Keys;
  /** The log's origin (config.log.origin): the registry named on each record. */
  logOrigin: string;
  /** The demo logins' password, encrypted as the browser sends it. */
  password: string;
}

/**
 * The demo's signature (issue 9), made through the actions as the screens
 * make it: the ovv uploads the validation report of the project in
 * validation, opens the mailed link and signs with its password. Without a
 * storage the report's bytes are read from memory.
 */
export async function seedDemoSignatures(
  db: Db,
  {
    storage,
    signing,
    today = new Date(),
  }: { storage?: ObjectStorage; signing: DemoSigning; today?: Date },
): Promise<void> {
  const ovv = await callerOf(db, 'ovv');
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.name, VALIDATED_PROJECT), eq(projects.state, 'validation')));
  if (!project) throw new Error(`the demo project ${VALIDATED_PROJECT} is not in validation`);
  const hashes = new Map<string, string>();
  const { file, bytes } = await confirmedDemoPdf(
    db,
    storage,
    ovv,
    {
      title: `Informe de validación - ${project.name}`,
      paragraphs: [
        'El organismo de validación y verificación revisó el documento de diseño del proyecto.',
        'The validation and verification body reviewed the project design document.',
      ],
      name: `Informe de validación ${project.code ?? project.name}.pdf`,
    },
    hashes,
  );
  const reader: SignatureContext['storage'] = storage ?? {
    openReadStream: async () => Readable.from([bytes]),
    createDownloadUrl: async () => '',
  };
  const links: string[] = [];
  const at = new Date(today.getTime() - 30 * DAY_MS);
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
    caller: ovv,
    input: {
      projectId: project.id,
      documentType: 'validationReport',
      file,
      period: null,
      isPublic: true,
    },
  });
  const link = /\/signature\/([\w-]{43})\/(\d+)\/(\d+)/.exec(links[0] ?? '');
  if (!link?.[1]) throw new Error('the demo signature link was not mailed');
  await signDocument({
    ctx,
    caller: ovv,
    input: {
      firm: link[1],
      projectId: project.id,
      userId: ovv.userId,
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
