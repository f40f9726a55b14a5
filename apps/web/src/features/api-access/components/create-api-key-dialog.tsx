import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@registry/contract/api-keys/api-keys-api';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { MaskedSecret } from '../../../components/ui/masked-secret';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { failureText } from '../../../lib/ledger-call';
import { useCreateApiKey } from '../api/api-keys';

const FORM_ID = 'create-api-key-form';

/**
 * A new key: its name and scopes, then the key itself, shown this once with
 * a Copy button and the warning that it cannot be shown again. The page's
 * examples take the key once the dialog closes.
 */
export function CreateApiKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (scope: ApiKeyScope) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() === '' ? { name: t('create.nameRequired') } : {}),
      ...(scopes.length === 0 ? { scopes: t('create.scopesRequired') } : {}),
    };
    setProblems(found);
    if (found.name ?? found.scopes) return;
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        name: name.trim(),
        scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
      });
      setSecret(answer.secret);
    } catch (error) {
      setFailure(failureText(error, t('create.failed')));
    }
  };

  const close = () => {
    if (create.isPending) return;
    if (secret) onCreated(secret);
    onClose();
  };

  return (
    <Modal
      show
      onClose={close}
      isStatic
      title={secret ? t('create.createdTitle', { name: name.trim() }) : t('create.title')}
      testId="create-api-key-dialog"
      footer={
        secret ? (
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('create.done')}
          </button>
        ) : (
          <FormDialogFooter
            formId={FORM_ID}
            backLabel={t('create.back')}
            submitLabel={t('create.submit')}
            onBack={close}
            isPending={create.isPending}
          />
        )
      }
    >
      {secret ? (
        <>
          <div className="alert alert-warning" role="alert">
            {t('create.onlyOnce')}
          </div>
          <MaskedSecret label={t('create.secretLabel')} value={secret} />
        </>
      ) : (
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
          {failure && (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          )}
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-name`}>
              {t('create.name')}
            </label>
            <RequiredAsterisk />
            <input
              id={`${id}-name`}
              className={`form-control${problems.name ? ' is-invalid' : ''}`}
              value={name}
              maxLength={API_KEY_NAME_MAX}
              aria-required
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={`${id}-name-help${problems.name ? ` ${id}-name-error` : ''}`}
              onChange={(event) => setName(event.target.value)}
            />
            <div id={`${id}-name-help`} className="form-text">
              {t('create.nameHelp')}
            </div>
            {problems.name && (
              <div id={`${id}-name-error`} className="invalid-feedback d-block">
                {problems.name}
              </div>
            )}
          </div>
          <fieldset
            aria-describedby={problems.scopes ? `${id}-scopes-error` : undefined}
            aria-required
          >
            <legend className="form-label fs-6">
              {t('create.scopes')}
              <RequiredAsterisk />
            </legend>
            {API_KEY_SCOPES.map((scope) => (
              <div className="form-check" key={scope}>
                <input
                  id={`${id}-${scope}`}
                  type="checkbox"
                  className={`form-check-input${problems.scopes ? ' is-invalid' : ''}`}
                  checked={scopes.includes(scope)}
                  onChange={() => toggle(scope)}
                />
                <label className="form-check-label" htmlFor={`${id}-${scope}`}>
                  {t(`scopes.${scope}`)}
                  <small className="d-block text-body-secondary">{t(`scopeHelp.${scope}`)}</small>
                </label>
              </div>
            ))}
            {problems.scopes && (
              <div id={`${id}-scopes-error`} className="invalid-feedback d-block">
                {problems.scopes}
              </div>
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
