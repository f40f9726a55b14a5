import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateSubAccountRequestSchema,
  type SubAccount,
} from '@registry/contract/ledger/ledger-api';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { TextField } from '../../credit-management/components/text-field';
import { newIdempotencyKey } from '../../credit-management/utils/quantity';
import { useChangeSubAccount } from '../api/sub-accounts';

/** Creates a sub-account, or renames one (when given). */
export function SubAccountNameDialog({
  subAccount,
  onClose,
}: {
  subAccount: SubAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('subAccounts');
  const { showToast } = useToast();
  const change = useChangeSubAccount();
  const [name, setName] = useState(subAccount?.name ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateSubAccountRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(t('name.invalid'));
      return;
    }
    setProblem(undefined);
    setFailure(null);
    try {
      await change.mutateAsync({
        change: subAccount
          ? { kind: 'rename', body: { subAccountId: subAccount.id, name: parsed.data.name } }
          : { kind: 'create', body: { name: parsed.data.name } },
        key,
      });
      showToast({ message: t(subAccount ? 'renamed' : 'created', { name: parsed.data.name }) });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('failed')));
    }
  };

  return (
    <Modal
      show
      isStatic
      onClose={onClose}
      title={subAccount ? t('rename.title', { name: subAccount.name }) : t('create.title')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('back')}
          </button>
          <button
            type="submit"
            form="sub-account-name-form"
            className="btn btn-primary"
            disabled={change.isPending}
          >
            {subAccount ? t('rename.submit') : t('create.submit')}
          </button>
        </>
      }
    >
      <form id="sub-account-name-form" noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        <TextField
          id="sub-account-name"
          label={t('name.label')}
          maxLength={80}
          value={name}
          onChange={setName}
          error={problem}
        />
      </form>
    </Modal>
  );
}
