import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface SaveConfirmModalProps {
  show: boolean;
  /** The tab's name, in the question. */
  section: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The save confirmation of every My Company tab (spec section 4: validate, confirm, save). */
export function SaveConfirmModal({ show, section, onCancel, onConfirm }: SaveConfirmModalProps) {
  const { t } = useTranslation('myCompany');
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('confirm.title', { section })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('confirm.body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="btn btn-success" onClick={onConfirm}>
          {t('confirm.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
