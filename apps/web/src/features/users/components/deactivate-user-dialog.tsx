import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@registry/contract/users/company-user';

interface DeactivateUserDialogProps {
  /** The user to deactivate; null hides the dialog. */
  user: CompanyUser | null;
  companyName: string;
  onConfirm: (user: CompanyUser) => void;
  onCancel: () => void;
}

/** Asks before a user loses access to the company. */
export function DeactivateUserDialog({
  user,
  companyName,
  onConfirm,
  onCancel,
}: DeactivateUserDialogProps) {
  const { t } = useTranslation('users');
  const titleId = useId();
  return (
    <Modal
      show={user !== null}
      onHide={onCancel}
      centered
      aria-labelledby={titleId}
      data-testid="deactivate-user-dialog"
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('deactivate.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {t('deactivate.body', { name: user?.name ?? '', company: companyName })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('deactivate.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            if (user) onConfirm(user);
          }}
        >
          {t('deactivate.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
