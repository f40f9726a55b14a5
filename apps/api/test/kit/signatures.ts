import type { Language } from '@registry/contract/common/language';
import type {
  SignatureRecord,
  SignatureRequestView,
  UploadReportRequest,
} from '@registry/contract/projects/signatures';
import { closePublicComments } from '../../src/modules/projects/close-public-comments';
import { addDays, todayOf } from '../../src/modules/projects/project-state-machine';
import { encryptPassword } from '../log-in';
import type { Mail } from '../outbox';
import type { TestApp } from '../test-app';
import { call, type Answer } from './call';
import { completeDraft, moveProject } from './projects';

/* Signatures as their screens make them: the report's upload, the link, the sign button. */

export interface SignatureAnswer extends Omit<Answer, 'company' | 'user'> {
  documentId?: number;
  signerName?: string;
  request?: SignatureRequestView;
  record?: SignatureRecord;
  signatures?: SignatureRecord[];
}

export const DEMO_PASSWORD = 'Demo-Registry-2026!';

export const uploadReport = (
  t: TestApp,
  token: string,
  projectId: number,
  payload: UploadReportRequest,
  lng: Language = 'en',
) => call<SignatureAnswer>(t, 'POST', `/api/project/${projectId}/report`, { token, payload, lng });

export const openSignature = (t: TestApp, token: string, path: string, lng: Language = 'en') =>
  call<SignatureAnswer>(t, 'GET', `/api${path}`, { token, lng });

export const signWith = (t: TestApp, token: string, path: string, password = DEMO_PASSWORD) =>
  call<SignatureAnswer>(t, 'POST', `/api${path}`, {
    token,
    payload: { password: encryptPassword(t.keys, password) },
  });

export const projectSignatures = (t: TestApp, token: string, projectId: number) =>
  call<SignatureAnswer>(t, 'GET', `/api/project/${projectId}/signatures`, { token });

/** The /signature/{firm}/{projectId}/{userId} path of a mail. */
export function signaturePathOf(mail: Mail | undefined): string | null {
  return /\/signature\/[\w-]{43}\/\d+\/\d+/.exec(mail?.body ?? '')?.[0] ?? null;
}

/** A complete project of the demo parties moved on to validation (public comment over). */
export async function projectInValidation(
  t: TestApp,
  tokens: { developer: string; certifier: string },
  name: string,
): Promise<number> {
  const projectId = await completeDraft(t, tokens.developer, name);
  await moveProject(t, tokens.developer, projectId, { action: 'submit' });
  await moveProject(t, tokens.certifier, projectId, {
    action: 'openPublicComment',
    publicCommentEndsOn: addDays(todayOf(new Date()), 31),
  });
  const afterEnd = new Date(Date.now() + 32 * 24 * 3600 * 1000);
  await closePublicComments({ ctx: { db: t.database.db, now: () => afterEnd } });
  return projectId;
}
