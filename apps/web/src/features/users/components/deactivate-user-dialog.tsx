import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeactivateUserDialogProps {
  /** The user to deactivate; null hides the dialog. */
  user: CompanyUser | null;
  companyName: string;
  onConfirm: (user: CompanyUser) => void;
  onCancel: () => void;
}

/** Asks before a user loses access to the company: a red button, as it ends their sessions. */
export function DeactivateUserDialog({
  user,
  companyName,
  onConfirm,
  onCancel,
}: DeactivateUserDialogProps) {
  const { t } = useTranslation('users');
  return (
    <ConfirmDialog
      show={user !== null}
      title={t('deactivate.title')}
      consequence={t('deactivate.body', { name: user?.name ?? '', company: companyName })}
      confirmLabel={t('deactivate.confirm')}
      cancelLabel={t('deactivate.cancel')}
      isDanger
      onCancel={onCancel}
      onConfirm={() => {
        if (user) onConfirm(user);
      }}
      testId="deactivate-user-dialog"
    />
  );
}
