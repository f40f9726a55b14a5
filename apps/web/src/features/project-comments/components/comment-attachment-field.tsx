import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../utils/upload-comment-attachment';

interface CommentAttachmentFieldProps {
  id: string;
  /** The chosen file, kept until the comment is sent or the file removed. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The upload's progress, 0 to 1, while it runs; null otherwise. */
  progress: number | null;
  disabled?: boolean;
}

/** A size as a person reads it: "850 kB", "2.4 MB". */
function formatSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(bytes / 1000, 0.1));
}

/**
 * The comment's optional attachment (DESIGN.md 4.2): a file input that takes
 * one PDF, Word file or image of at most 10 MB, the chosen file's name and
 * size with a button to remove it before sending, and the upload's progress
 * while the comment is being sent. The upload itself is the form's.
 */
export function CommentAttachmentField({
  id,
  file,
  onChange,
  progress,
  disabled = false,
}: CommentAttachmentFieldProps) {
  const { t, i18n } = useTranslation('projectComments');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'tooLarge' | null>(null);
  const percent = progress === null ? 0 : Math.round(progress * 100);
  // A sent comment forgets its file: so does the input.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const choose = (chosen: File | null) => {
    const found = chosen ? attachmentProblem(chosen) : null;
    setProblem(found);
    if (found && inputRef.current) inputRef.current.value = '';
    onChange(found ? null : chosen);
  };
  const remove = () => {
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    setProblem(null);
    onChange(null);
  };
  const describedBy = [`${id}-help`, problem ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('form.attachment')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <div className="invalid-feedback" id={`${id}-error`}>
        {problem === 'type' && t('form.attachmentType')}
        {problem === 'tooLarge' && t('form.attachmentTooLarge')}
      </div>
      <div className="form-text" id={`${id}-help`}>
        {t('form.attachmentHelp')}
      </div>
      {file && (
        <div
          className="d-flex flex-wrap align-items-center gap-2 mt-2"
          data-testid="comment-attachment"
        >
          <span className="text-break fw-semibold">{file.name}</span>
          <span className="small text-body-secondary">{formatSize(file.size, i18n.language)}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('form.attachmentRemoveOf', { name: file.name })}
            disabled={disabled}
            onClick={remove}
          >
            {t('form.attachmentRemove')}
          </button>
        </div>
      )}
      {progress !== null && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('form.attachmentUploading')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar bg-success" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      )}
    </div>
  );
}
