import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

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
  return (
    <Modal
      show={show}
      onClose={onClose}
      size="lg"
      isScrollable
      title={t('originIncome.title')}
      footer={
        <>
          <button type="button" className="btn btn-outline-danger" onClick={onReject}>
            {t('originIncome.reject')}
          </button>
          <button type="button" className="btn btn-success" onClick={onAccept}>
            {t('originIncome.accept')}
          </button>
        </>
      }
    >
      <p>{t('originIncome.text', { company: companyName })}</p>
      <ul className="mb-0">
        <li>{t('originIncome.points.lawful')}</li>
        <li>{t('originIncome.points.noIllicit')}</li>
        <li>{t('originIncome.points.information')}</li>
      </ul>
    </Modal>
  );
}
