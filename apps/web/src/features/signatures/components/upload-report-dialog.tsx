import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@registry/contract/files/upload';
import type { SignedReportType } from '@registry/contract/projects/signatures';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useToast } from '../../../components/ui/toast-context';
import { FileUploader } from '../../files/components/file-uploader';
import { errorMessage } from '../../public-projects/utils/error-message';
import { useUploadReport } from '../api/upload-report';

export interface ReportTarget {
  projectId: number;
  name: string;
  types: SignedReportType[];
  /** The period to start from (the one just certified). */
  period?: number;
}

interface UploadReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
  /**
   * After the report is saved, before the dialog closes: the move it carries
   * (submitting a monitoring report moves the project to verification).
   * A failure stays in the dialog.
   */
  onUploaded?: (upload: { period: number | null }) => Promise<void>;
}

type Problems = Partial<Record<'file' | 'period', string>>;

/**
 * A report that needs a signature (the ovv's validation or verification
 * report, the developer's monitoring report, the certifier's certification
 * of a period, signed by its uploader): uploaded with its progress,
 * then saved; its signer gets the one-time link by mail.
 */
export function UploadReportDialog({ target, onClose, onUploaded }: UploadReportDialogProps) {
  const { t } = useTranslation('signatures');
  const { showToast } = useToast();
  const upload = useUploadReport();
  const [documentType, setDocumentType] = useState<SignedReportType>(
    target.types[0] ?? 'validationReport',
  );
  // A certification is not a report: its texts say so (i18next context `certification`).
  const context = documentType === 'certification' ? 'certification' : undefined;
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [period, setPeriod] = useState(target.period === undefined ? '' : String(target.period));
  const [isPublic, setPublic] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const needsPeriod = documentType !== 'validationReport';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!file) found.file = t('upload.fileRequired', { context });
    const periodNumber = Number(period);
    if (needsPeriod && (!Number.isInteger(periodNumber) || periodNumber < 1)) {
      found.period = t('upload.periodRequired');
    }
    setProblems(found);
    if (!file || Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const answer = await upload.mutateAsync({
        projectId: target.projectId,
        request: { documentType, file, period: needsPeriod ? periodNumber : null, isPublic },
      });
      showToast({ message: t('upload.done', { context, name: answer.signerName }) });
      await onUploaded?.({ period: needsPeriod ? periodNumber : null });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('upload.failed', { context })));
    }
  };

  return (
    <Modal
      show
      isStatic
      onClose={onClose}
      title={t('upload.title', { context, name: target.name })}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('upload.cancel')}
          </button>
          <button
            type="submit"
            form="upload-report-form"
            className="btn btn-primary"
            disabled={upload.isPending || isBusy}
          >
            {t('upload.submit')}
          </button>
        </>
      }
    >
      <form id="upload-report-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('upload.intro', { context })}</p>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        <div className="mb-3">
          <label className="form-label" htmlFor="upload-report-type">
            {t('upload.type')}
          </label>
          <select
            id="upload-report-type"
            className="form-select"
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as SignedReportType)}
          >
            {target.types.map((type) => (
              <option key={type} value={type}>
                {t(`documentTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <FileUploader
          fileType="document"
          module="projects"
          id="upload-report-file"
          label={t('upload.file', { context })}
          helpText={t('upload.fileHelp', { context })}
          onBusyChange={setBusy}
          onUploaded={(files) => setFile(files[0] ?? null)}
        />
        {problems.file && (
          <div className="alert alert-danger py-2" role="alert">
            {problems.file}
          </div>
        )}
        {needsPeriod && (
          <div className="mb-3">
            <label className="form-label" htmlFor="upload-report-period">
              {t('upload.period')}
            </label>
            <RequiredAsterisk />
            <input
              id="upload-report-period"
              type="number"
              min="1"
              step="1"
              className={`form-control${problems.period ? ' is-invalid' : ''}`}
              value={period}
              aria-required="true"
              aria-invalid={problems.period ? true : undefined}
              aria-describedby={problems.period ? 'upload-report-period-error' : undefined}
              onChange={(event) => setPeriod(event.target.value)}
            />
            {problems.period && (
              <div className="invalid-feedback d-block" id="upload-report-period-error">
                {problems.period}
              </div>
            )}
          </div>
        )}
        <div className="form-check">
          <input
            id="upload-report-public"
            type="checkbox"
            className="form-check-input"
            checked={isPublic}
            onChange={(event) => setPublic(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="upload-report-public">
            {t('upload.isPublic')}
          </label>
        </div>
      </form>
    </Modal>
  );
}
