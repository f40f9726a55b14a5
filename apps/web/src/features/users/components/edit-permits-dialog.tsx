import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permit } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { Modal } from '../../../components/ui/modal';
import { useUpdateUser } from '../api/update-user';
import { errorMessages } from '../utils/error-messages';
import { permitOptions } from '../utils/grantable-permits';
import { PermitCheckboxes } from './permit-checkboxes';

interface EditPermitsDialogProps {
  user: CompanyUser;
  claims: TokenClaims;
  isSelf: boolean;
  onSaved: (messages: CodeMessage[]) => void;
  onClose: () => void;
}

/** The user's permits and admin flag; admins cannot drop their own flag (the API refuses it too). */
export function EditPermitsDialog({
  user,
  claims,
  isSelf,
  onSaved,
  onClose,
}: EditPermitsDialogProps) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const [permits, setPermits] = useState<Permit[]>(user.permits);
  const [isAdmin, setIsAdmin] = useState(user.isAdminAccount === 1);
  const [failure, setFailure] = useState<CodeMessage[]>([]);

  const save = () => {
    setFailure([]);
    update.mutate(
      { kind: 'permit', id: user.id, permits, isAdminAccount: isAdmin ? 1 : 0 },
      {
        onSuccess: (answer) => onSaved(answer.codeMessages),
        onError: (error) => setFailure(errorMessages(error, t('errors.save'))),
      },
    );
  };

  return (
    <Modal
      show
      onClose={onClose}
      isStatic
      title={t('permitsDialog.title', { name: user.name })}
      testId="edit-permits-dialog"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('permitsDialog.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-success"
            onClick={save}
            disabled={update.isPending}
          >
            {update.isPending ? t('permitsDialog.saving') : t('permitsDialog.save')}
          </button>
        </>
      }
    >
      <PermitCheckboxes
        idPrefix={`edit-permits-${user.id}`}
        legend={t('permitsDialog.permits')}
        options={permitOptions(claims, user.permits)}
        selected={permits}
        onChange={setPermits}
        isDisabled={update.isPending}
      />
      <div className="form-check mb-3">
        <input
          id={`edit-admin-${user.id}`}
          type="checkbox"
          className="form-check-input"
          checked={isAdmin}
          disabled={isSelf || update.isPending}
          aria-describedby={isSelf ? `edit-admin-${user.id}-hint` : undefined}
          onChange={(event) => setIsAdmin(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`edit-admin-${user.id}`}>
          {t('permitsDialog.isAdmin')}
        </label>
        {isSelf && (
          <div className="form-text" id={`edit-admin-${user.id}-hint`}>
            {t('permitsDialog.selfAdmin')}
          </div>
        )}
      </div>
      <CodeMessagesAlert variant="danger" messages={failure} testId="edit-permits-error" />
    </Modal>
  );
}
