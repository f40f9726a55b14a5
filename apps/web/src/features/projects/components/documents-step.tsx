import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@registry/contract/files/upload';
import {
  PARTY_ONLY_DOCUMENT_TYPES,
  PERIOD_DOCUMENT_TYPES,
  PROJECT_DOCUMENT_TYPES,
  type ProjectDocumentType,
} from '@registry/contract/projects/project-enums';
import { FileUploader, type FileUploaderHandle } from '../../files/components/file-uploader';
import type { DocumentRow, ProjectFormValues } from '../utils/project-form-values';
import { useFieldError } from './project-fields';

export interface DocumentsStepProps {
  onBusyChange: (isBusy: boolean) => void;
}

/** The rows for the uploader's files: kept rows stay, new files get a row, removed ones go. */
function syncUploads(rows: readonly DocumentRow[], files: readonly UploadedFile[]): DocumentRow[] {
  const kept = rows.filter((row) => !row.file || files.some((file) => file.route === row.key));
  const hasPdd = kept.some((row) => row.documentType === 'pdd');
  const added = files
    .filter((file) => !kept.some((row) => row.key === file.route))
    .map((file, index): DocumentRow => ({
      key: file.route,
      file,
      fileName: file.name,
      documentType: !hasPdd && index === 0 ? 'pdd' : 'other',
      period: '',
      isPublic: true,
    }));
  return [...kept, ...added];
}

/** The types a row may take: a party's own signed type (the certification) only on its own row, which keeps it. */
function typesOf(row: DocumentRow): readonly ProjectDocumentType[] {
  if (PARTY_ONLY_DOCUMENT_TYPES.includes(row.documentType)) return [row.documentType];
  return PROJECT_DOCUMENT_TYPES.filter((type) => !PARTY_ONLY_DOCUMENT_TYPES.includes(type));
}

/** Step 6: the project's documents, each with its type, period and visibility. */
export function DocumentsStep({ onBusyChange }: DocumentsStepProps) {
  const { t } = useTranslation('projects');
  const { register, setValue, getValues } = useFormContext<ProjectFormValues>();
  const rows = useWatch<ProjectFormValues, 'documents'>({ name: 'documents' });
  const error = useFieldError('documents');
  const uploader = useRef<FileUploaderHandle>(null);

  /** A saved document out of the list: the focus, on its button that goes, moves to the uploader's field. */
  const removeRow = (key: string) => {
    setValue(
      'documents',
      getValues('documents').filter((item) => item.key !== key),
      { shouldDirty: true },
    );
    uploader.current?.focus();
  };

  return (
    <>
      <FileUploader
        ref={uploader}
        fileType="document"
        module="projects"
        multiple={1}
        id="project-documents-upload"
        label={t('documents.upload')}
        helpText={t('documents.uploadHelp')}
        onBusyChange={onBusyChange}
        onUploaded={(files) =>
          setValue('documents', syncUploads(getValues('documents'), files), { shouldDirty: true })
        }
      />
      {error && <div className="alert alert-danger py-2">{error}</div>}
      {rows.length === 0 ? (
        <p className="text-body-secondary">{t('documents.empty')}</p>
      ) : (
        <ul className="list-unstyled">
          {rows.map((row, index) => {
            const prefix = `project-document-${index}`;
            const needsPeriod = PERIOD_DOCUMENT_TYPES.includes(row.documentType);
            // Put up for a signature: kept exactly as it was signed (the API refuses any change).
            const isSigned = row.isSigned === true;
            return (
              <li key={row.key} className="border rounded p-2 mb-2">
                <fieldset>
                  <legend className="fs-6 fw-semibold text-break">{row.fileName}</legend>
                  {isSigned && (
                    <p className="mb-2">
                      <span className="badge text-bg-secondary text-wrap text-start">
                        {t('documents.signed')}
                      </span>
                    </p>
                  )}
                  <div className="row g-2 align-items-end">
                    <div className="col-md-5">
                      <label className="form-label" htmlFor={`${prefix}-type`}>
                        {t('documents.documentType')}
                      </label>
                      <select
                        id={`${prefix}-type`}
                        className="form-select"
                        disabled={isSigned}
                        {...register(`documents.${index}.documentType`)}
                      >
                        {typesOf(row).map((type) => (
                          <option key={type} value={type}>
                            {t(`documentTypes.${type}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="col-6 col-md-3">
                      <label className="form-label" htmlFor={`${prefix}-period`}>
                        {t('documents.period')}
                      </label>
                      <input
                        id={`${prefix}-period`}
                        type="number"
                        min="1"
                        step="1"
                        className="form-control"
                        disabled={isSigned || !needsPeriod}
                        {...register(`documents.${index}.period`)}
                      />
                    </div>
                    <div className="col-6 col-md-2">
                      <div className="form-check">
                        <input
                          id={`${prefix}-public`}
                          type="checkbox"
                          className="form-check-input"
                          disabled={isSigned}
                          {...register(`documents.${index}.isPublic`)}
                        />
                        <label className="form-check-label" htmlFor={`${prefix}-public`}>
                          {t('documents.isPublic')}
                        </label>
                      </div>
                    </div>
                    {row.id !== undefined && !isSigned && (
                      <div className="col-md-2">
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          aria-label={t('documents.remove', { name: row.fileName })}
                          onClick={() => removeRow(row.key)}
                        >
                          {t('documents.removeButton')}
                        </button>
                      </div>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
