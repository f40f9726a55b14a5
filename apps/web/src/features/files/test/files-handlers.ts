import { http, HttpResponse, delay } from 'msw';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type {
  CompanyMediaHistoryEntry,
  MediaHistoryRequest,
} from '@registry/contract/files/download';
import type { ConfirmUploadRequest, UploadUrlRequest } from '@registry/contract/files/upload';
import { apiUrl } from '../../../test/msw-server';

/** Where the fake presigned form points: another origin, as S3 would be. */
export const STORAGE_URL = 'https://storage.example.test/registry-files';

/** One part of a multipart form: a field with its value, or a file with its content type. */
export type FormPart = { name: string; value: string } | { name: string; contentType: string };

/**
 * The parts of a multipart body. (msw's XMLHttpRequest emulation hands jsdom's
 * FormData over without the file's bytes, so only names and types are kept.)
 */
function parseMultipart(contentType: string, body: string): FormPart[] {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head = '', ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
      const type = /content-type:\s*(\S+)/i.exec(head)?.[1];
      return type
        ? { name, contentType: type }
        : { name, value: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

/** One step of the upload flow as the browser sent it. */
export type FlowStep =
  | { step: 'upload-url'; body: UploadUrlRequest; authorization: string | null }
  | {
      step: 'storage';
      /** The form's parts in the order sent: name, and text or the file part's content type. */
      parts: FormPart[];
      authorization: string | null;
      withCookies: boolean;
    }
  | { step: 'confirm'; body: ConfirmUploadRequest };

interface FilesBackendOptions {
  /** The confirm's verdict: clean (status 1) or malformedFile (status 0, HTTP 422). */
  verdict?: 'clean' | 'malformed';
  /** HTTP status the storage answers the form with. */
  storageStatus?: number;
  /** Milliseconds the storage takes, to watch progress or cancel. */
  storageDelay?: number | 'infinite';
}

/** An in-memory upload service: upload-url, the storage form and confirm, with what they received. */
export function createFilesBackend({
  verdict = 'clean',
  storageStatus = 204,
  storageDelay = 0,
}: FilesBackendOptions = {}) {
  const flow: FlowStep[] = [];
  let issued = 0;
  const handlers = [
    http.post(apiUrl('/platform/file/upload-url'), async ({ request }) => {
      const body = (await request.json()) as UploadUrlRequest;
      flow.push({ step: 'upload-url', body, authorization: request.headers.get('authorization') });
      issued += 1;
      const route = `companies/10/${body.fileType}/${issued}-${body.fileName}`;
      return HttpResponse.json({
        status: 1,
        codeMessages: [],
        url: STORAGE_URL,
        fields: { key: route, policy: 'cG9saWN5', 'x-amz-signature': `sig-${issued}` },
        route,
      });
    }),
    http.post(STORAGE_URL, async ({ request }) => {
      flow.push({
        step: 'storage',
        parts: parseMultipart(request.headers.get('content-type') ?? '', await request.text()),
        authorization: request.headers.get('authorization'),
        withCookies: request.credentials === 'include',
      });
      if (storageDelay === 'infinite') await delay('infinite');
      else if (storageDelay > 0) await delay(storageDelay);
      return new HttpResponse(null, { status: storageStatus });
    }),
    http.post(apiUrl('/platform/file/confirm'), async ({ request }) => {
      const body = (await request.json()) as ConfirmUploadRequest;
      flow.push({ step: 'confirm', body });
      if (verdict === 'malformed') {
        return HttpResponse.json(
          {
            status: 0,
            codeMessages: [{ codeMessage: 'malformedFile', message: 'The file is not accepted.' }],
          },
          { status: 422 },
        );
      }
      return HttpResponse.json({
        status: 1,
        codeMessages: [],
        file: { ...body, size: 10, contentType: 'application/pdf' },
      });
    }),
  ];
  return { flow, handlers };
}

/** A stored document version, as the history calls answer it. */
export const olderDocument = (id: number, fileName: string, created: string): CompanyDocument => ({
  id,
  typeDocumentCompanyId: 3,
  fileName,
  time: String(Date.parse(created)),
  route: `companies/10/document/${id}`,
  created,
  updated: created,
  md5: '0cc175b9c0f1b6a831c399e269772661',
  last: false,
});

const signedUrl = (kind: string, id: number) =>
  `${window.location.origin}/api/files/${kind}/${id}?signature=s${id}`;

/**
 * Download and history calls over a few stored files: documents and logos by
 * id, download-all by a group's first document id; ids it does not know get
 * the API's 404 refusal.
 */
export function createDownloadsBackend({
  documents = [] as number[],
  groups = {} as Record<number, string[]>,
  documentHistory = {} as Record<number, CompanyDocument[]>,
  logos = [] as number[],
  logoHistory = {} as Record<number, CompanyMediaHistoryEntry[]>,
  answerDelay = 0,
} = {}) {
  const requests: string[] = [];
  const notFound = () =>
    HttpResponse.json(
      {
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_FILE_NOT_FOUND', message: 'No such file.' }],
      },
      { status: 404 },
    );
  const ok = (data: object) => HttpResponse.json({ status: 1, codeMessages: [], ...data });
  const handlers = [
    http.get<{ id: string }>(
      apiUrl('/platform/companiesDocuments/download/:id'),
      async ({ params }) => {
        requests.push(`download ${params.id}`);
        await delay(answerDelay);
        return documents.includes(Number(params.id))
          ? ok({ url: signedUrl('document', Number(params.id)) })
          : notFound();
      },
    ),
    http.get<{ id: string }>(
      apiUrl('/platform/companiesDocuments/download-all/:id'),
      async ({ params }) => {
        requests.push(`download-all ${params.id}`);
        await delay(answerDelay);
        const urls = groups[Number(params.id)];
        return urls ? ok({ urls }) : notFound();
      },
    ),
    http.get<{ id: string }>(apiUrl('/platform/companiesDocuments/history/:id'), ({ params }) => {
      requests.push(`history ${params.id}`);
      const older = documentHistory[Number(params.id)];
      return older ? ok({ companiesDocuments: older }) : notFound();
    }),
    http.get<{ id: string }>(
      apiUrl('/platform/companiesMedia/download/:id'),
      async ({ params }) => {
        requests.push(`logo ${params.id}`);
        await delay(answerDelay);
        return logos.includes(Number(params.id))
          ? ok({ url: signedUrl('logo', Number(params.id)) })
          : notFound();
      },
    ),
    http.post<{ id: string }>(
      apiUrl('/platform/companiesMedia/history/:id'),
      async ({ params, request }) => {
        const body = (await request.json()) as MediaHistoryRequest;
        requests.push(`logo-history ${params.id} company ${body.companyId}`);
        const older = logoHistory[Number(params.id)];
        return older ? ok({ companiesDocuments: older }) : notFound();
      },
    ),
  ];
  return { requests, handlers, signedUrl };
}
