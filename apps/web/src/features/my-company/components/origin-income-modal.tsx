import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface OriginIncomeModalProps {
  show: boolean;
  companyName: string;
  onAccept: () => void;
  onReject: () => void;
  /** Escape or a click outside: nothing changes. */
  onClose: () => void;
}

/** The declaration of origin of income with Accept and Reject (spec section 2). */
export function OriginIncomeModal({
  show,
  companyName,
  onAccept,
  onReject,
  onClose,
}: OriginIncomeModalProps) {
  const { t } = useTranslation('myCompany');
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered size="lg" scrollable aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('originIncome.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('originIncome.text', { company: companyName })}</p>
        <ul className="mb-0">
          <li>{t('originIncome.points.lawful')}</li>
          <li>{t('originIncome.points.noIllicit')}</li>
          <li>{t('originIncome.points.information')}</li>
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-danger" onClick={onReject}>
          {t('originIncome.reject')}
        </button>
        <button type="button" className="btn btn-success" onClick={onAccept}>
          {t('originIncome.accept')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
