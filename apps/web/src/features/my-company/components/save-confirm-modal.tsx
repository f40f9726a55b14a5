import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      show={show}
      title={t('confirm.title', { section })}
      consequence={t('confirm.body')}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
