import 'filepond/dist/filepond.min.css';
import './file-uploader.css';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FilePond, FileStatus, registerPlugin } from 'react-filepond';
import type { FilePondFile, FilePondOptions } from 'filepond';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import {
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  type UploadFileType,
  type UploadModule,
  type UploadedFile,
} from '@registry/contract/files/upload';
import {
  acceptList,
  acceptedExtensions,
  detectContentType,
  isAcceptedType,
} from '../utils/accepted-types';
import { computeMd5 as computeMd5InWorker, type ComputeMd5 } from '../utils/compute-md5';
import { filePondLabels } from '../utils/filepond-labels';
import { MALFORMED_FILE, UploadError, uploadFile } from '../utils/upload-file';

registerPlugin(FilePondPluginFileValidateSize, FilePondPluginFileValidateType);

export interface FileUploaderProps {
  /** 'document' takes Word and PDF files; 'logo' takes one image (spec section 5). */
  fileType: UploadFileType;
  /** The module the files belong to: a company's ('companies', the default) or a project's. */
  module?: UploadModule;
  /**
   * The document type's multiple flag: 0 = a single file; any other value =
   * up to 100 files (MAX_FILES). Ignored for the logo, which is always single.
   */
  multiple?: number;
  /** Visible label, and the start of the file input's accessible name (e.g. the document type). */
  label: string;
  /** A line of help under the label (e.g. the document type's helper), read with the input. */
  helpText?: string;
  /** Id of the label element (others can point at it); one is generated when left out. */
  id?: string;
  /** Name of the file input and of FilePond's hidden inputs (they hold each file's route). */
  name?: string;
  disabled?: boolean;
  /**
   * Every file of this widget that is uploaded and confirmed clean, in the
   * order they finished; called again whenever that list changes (a file
   * finishes, is undone or removed). Pass the list to the save call.
   */
  onUploaded: (files: UploadedFile[]) => void;
  /** True while a file is being checked, hashed or uploaded (e.g. to hold the Save button). */
  onBusyChange?: (isBusy: boolean) => void;
  /** How the MD5 is computed; the Web Worker by default. Tests pass their own. */
  computeMd5?: ComputeMd5;
  /** Lets the screen put the focus on the field (after it removed a file it lists beside the uploader). */
  ref?: Ref<FileUploaderHandle>;
}

export interface FileUploaderHandle {
  /** Puts the focus on the browse input: the field. */
  focus: () => void;
}

/** A file the uploader turned away, and why: the security scan, or a type it does not take. */
interface RejectedFile {
  id: string;
  name: string;
  reason: 'malformed' | 'invalidFormat';
}

/** FilePond's options, with one FilePond reads but its types leave out. */
type PondOptions = FilePondOptions & { allowMinimumUploadDuration: boolean };

const BUSY_STATUSES = new Set<number>([
  FileStatus.INIT,
  FileStatus.LOADING,
  FileStatus.PROCESSING_QUEUED,
  FileStatus.PROCESSING,
]);

/** FilePond's browse input, to give it the label's name too. */
const browseInputOf = (root: HTMLElement | null) =>
  root?.querySelector<HTMLInputElement>('input.filepond--browser') ?? null;

/**
 * After a file left the list (Remove, Cancel), the focus that was on its
 * button, or fell to the page's body with it, goes back to the browse input:
 * the field, so the next Tab goes on from there.
 */
function refocusBrowseInput(root: HTMLElement | null) {
  const active = document.activeElement;
  const isLost = !active || active === document.body || !active.isConnected;
  const isOnFile = Boolean(active && root?.querySelector('.filepond--list')?.contains(active));
  if (isLost || isOnFile) browseInputOf(root)?.focus();
}

/**
 * A FilePond drop area that uploads each file as spec section 7 says: MD5 in a
 * Web Worker, a presigned form (upload-url), the multipart POST with progress,
 * then the confirm where the API scans it. Limits of spec sections 5 and 9:
 * 1 GB per file and in total, one file when multiple is 0, else up to 100.
 */
export function FileUploader({
  fileType,
  module = 'companies',
  multiple = 0,
  label,
  helpText,
  id,
  name,
  disabled = false,
  onUploaded,
  onBusyChange,
  computeMd5 = computeMd5InWorker,
  ref,
}: FileUploaderProps) {
  const { t } = useTranslation('files');
  const generatedId = useId();
  const labelId = id ?? `file-uploader-${generatedId.replaceAll(':', '')}`;
  const helpId = `${labelId}-help`;
  const isMultiple = fileType !== 'logo' && multiple !== 0;
  const maxFiles = isMultiple ? MAX_FILES : 1;
  const hasHelp = Boolean(helpText);
  const [warning, setWarning] = useState<string | null>(null);
  const [rejected, setRejected] = useState<readonly RejectedFile[]>([]);

  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => browseInputOf(rootRef.current)?.focus() }), []);
  const pondRef = useRef<FilePond>(null);
  const uploaded = useRef(new Map<string, UploadedFile>());
  const running = useRef(new Set<AbortController>());
  const isBusy = useRef(false);
  const latest = useRef({ fileType, module, computeMd5, onUploaded, onBusyChange });
  useLayoutEffect(() => {
    latest.current = { fileType, module, computeMd5, onUploaded, onBusyChange };
  });

  // Leaving the page stops every hash and transfer still running.
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, []);

  const options = useMemo((): PondOptions => {
    const reportUploaded = () => latest.current.onUploaded([...uploaded.current.values()]);
    const reportBusy = () => {
      const files = pondRef.current?.getFiles() ?? [];
      const nowBusy = files.some((file) => BUSY_STATUSES.has(file.status));
      if (nowBusy === isBusy.current) return;
      isBusy.current = nowBusy;
      latest.current.onBusyChange?.(nowBusy);
    };
    const forget = (file: FilePondFile) => {
      setRejected((list) => list.filter((item) => item.id !== file.id));
      if (typeof file.serverId === 'string' && uploaded.current.delete(file.serverId)) {
        reportUploaded();
      }
    };
    return {
      ...filePondLabels(t, fileType, isMultiple),
      credits: false,
      allowMultiple: isMultiple,
      maxFiles,
      maxParallelUploads: 2,
      // No made-up progress: FilePond's "perceived" progress keeps timers
      // running beside the real upload, and one of their late progress events
      // could land after the scan's refusal and leave the item showing
      // "Uploading 100%" for good. The bar shows the real hashing and transfer.
      allowMinimumUploadDuration: false,
      fileSizeBase: 1024,
      minFileSize: '1',
      maxFileSize: String(MAX_FILE_BYTES),
      maxTotalFileSize: String(MAX_TOTAL_BYTES),
      acceptedFileTypes: acceptList(fileType),
      fileValidateTypeDetectType: (file: File) =>
        Promise.resolve(detectContentType(fileType, file)),
      server: {
        process: (_field, file, _metadata, load, error, progress, abort) => {
          const controller = new AbortController();
          running.current.add(controller);
          uploadFile({
            file: file as File,
            fileType: latest.current.fileType,
            module: latest.current.module,
            computeMd5: latest.current.computeMd5,
            onProgress: (fraction) => progress(true, fraction, 1),
            signal: controller.signal,
          })
            .then((result) => {
              uploaded.current.set(result.route, result);
              load(result.route);
            })
            .catch((reason: unknown) => {
              if (controller.signal.aborted) return;
              error(reason instanceof UploadError ? reason.reason : 'failed');
            })
            .finally(() => running.current.delete(controller));
          return {
            abort: () => {
              controller.abort();
              abort();
            },
          };
        },
        revert: (route: string, load: () => void) => {
          if (uploaded.current.delete(route)) reportUploaded();
          load();
        },
      },
      oninit: () => {
        const input = browseInputOf(rootRef.current);
        const pondLabel = input?.getAttribute('aria-labelledby') ?? '';
        if (input && !pondLabel.includes(labelId)) {
          input.setAttribute('aria-labelledby', `${labelId} ${pondLabel}`.trim());
        }
        if (input && hasHelp) input.setAttribute('aria-describedby', helpId);
        // FilePond names the fieldset of its hidden inputs "Files", in English only.
        const legend = rootRef.current?.querySelector('.filepond--data legend');
        if (legend) legend.textContent = t('title');
      },
      onwarning: (error: { body?: string }) => {
        if (error?.body !== 'Max files') return;
        setWarning(
          isMultiple ? t('uploader.maxFiles', { count: maxFiles }) : t('uploader.maxFilesSingle'),
        );
      },
      onaddfile: (error, file) => {
        if (!error) setWarning(null);
        // Spec section 8: a wrong file type is told with myCompanies.error.invalidFormat.
        if (error && !isAcceptedType(fileType, file.file)) {
          const wrong = { id: file.id, name: file.filename, reason: 'invalidFormat' } as const;
          setRejected((list) => [...list, wrong]);
        }
        reportBusy();
      },
      onaddfilestart: reportBusy,
      onprocessfilestart: (file) => {
        setRejected((list) => list.filter((item) => item.id !== file.id));
        reportBusy();
      },
      onprocessfileabort: reportBusy,
      onprocessfile: (error, file) => {
        if (!error) reportUploaded();
        if (error?.body === MALFORMED_FILE) {
          setRejected((list) => [
            ...list,
            { id: file.id, name: file.filename, reason: 'malformed' },
          ]);
        }
        reportBusy();
      },
      onremovefile: (_error, file) => {
        forget(file);
        reportBusy();
        refocusBrowseInput(rootRef.current);
      },
    };
  }, [t, fileType, isMultiple, maxFiles, labelId, helpId, hasHelp]);

  return (
    <div ref={rootRef} className="file-uploader">
      <div id={labelId} className="form-label mb-1">
        {label}
      </div>
      {helpText && (
        <div id={helpId} className="form-text mt-0 mb-2">
          {helpText}
        </div>
      )}
      <FilePond ref={pondRef} {...options} {...(name ? { name } : {})} disabled={disabled} />
      {rejected.length > 0 && (
        <div
          role="alert"
          className="alert alert-danger py-2 mb-2"
          data-testid="file-uploader-rejected"
        >
          <ul className="list-unstyled mb-0">
            {rejected.map((file) => (
              <li key={file.id}>
                {file.reason === 'malformed'
                  ? t('uploader.rejectedDetail', { name: file.name })
                  : t('myCompanies.error.invalidFormat', {
                      name: file.name,
                      types: acceptedExtensions(fileType).join(', '),
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {warning && (
        <div
          role="alert"
          className="alert alert-warning py-2 mb-0"
          data-testid="file-uploader-warning"
        >
          {warning}
        </div>
      )}
    </div>
  );
}
