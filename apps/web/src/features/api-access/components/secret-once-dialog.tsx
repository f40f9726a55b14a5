import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { MaskedSecret } from '../../../components/ui/masked-secret';
import { Modal } from '../../../components/ui/modal';

/**
 * A dialog that creates something with a secret: first its form (Back and
 * the submit button, the API's refusal above the fields), then the secret,
 * shown this once with a warning, and what goes with it.
 */
export function SecretOnceDialog({
  formId,
  title,
  createdTitle,
  submitLabel,
  onSubmit,
  isPending,
  failure,
  secret,
  secretLabel,
  warning,
  onClose,
  size,
  testId,
  children,
  after,
}: {
  formId: string;
  title: string;
  createdTitle: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  failure: string | null;
  /** Null until created. */
  secret: string | null;
  secretLabel: string;
  warning: string;
  onClose: () => void;
  size?: 'lg';
  testId: string;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the secret once created. */
  after?: ReactNode;
}) {
  const { t } = useTranslation('apiAccess');
  return (
    <Modal
      show
      onClose={onClose}
      isStatic
      {...(size ? { size } : {})}
      title={secret ? createdTitle : title}
      testId={testId}
      footer={
        secret ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('create.done')}
          </button>
        ) : (
          <FormDialogFooter
            formId={formId}
            backLabel={t('create.back')}
            submitLabel={submitLabel}
            onBack={onClose}
            isPending={isPending}
          />
        )
      }
    >
      {secret ? (
        <>
          <div className="alert alert-warning" role="alert">
            {warning}
          </div>
          <MaskedSecret label={secretLabel} value={secret} />
          {after}
        </>
      ) : (
        <form id={formId} noValidate onSubmit={onSubmit}>
          {failure && (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          )}
          {children}
        </form>
      )}
    </Modal>
  );
}
