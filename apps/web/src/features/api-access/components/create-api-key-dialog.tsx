import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@registry/contract/api-keys/api-keys-api';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { failureText } from '../../../lib/ledger-call';
import { useCreateApiKey } from '../api/api-keys';
import { ChoiceFieldset } from './choice-fieldset';
import { SecretOnceDialog } from './secret-once-dialog';

const FORM_ID = 'create-api-key-form';

/** Adds a choice that is not chosen, takes out one that is. */
export const toggled = <T,>(chosen: readonly T[], choice: T): T[] =>
  chosen.includes(choice) ? chosen.filter((item) => item !== choice) : [...chosen, choice];

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
    <SecretOnceDialog
      formId={FORM_ID}
      title={t('create.title')}
      createdTitle={t('create.createdTitle', { name: name.trim() })}
      submitLabel={t('create.submit')}
      onSubmit={(event) => void submit(event)}
      isPending={create.isPending}
      failure={failure}
      secret={secret}
      secretLabel={t('create.secretLabel')}
      warning={t('create.onlyOnce')}
      onClose={close}
      testId="create-api-key-dialog"
    >
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
      <ChoiceFieldset
        id={`${id}-scopes`}
        legend={t('create.scopes')}
        choices={API_KEY_SCOPES}
        chosen={scopes}
        onToggle={(scope) => setScopes((current) => toggled(current, scope))}
        labelOf={(scope) => t(`scopes.${scope}`)}
        helpOf={(scope) => t(`scopeHelp.${scope}`)}
        problem={problems.scopes}
      />
    </SecretOnceDialog>
  );
}
