import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CreateUserByCompanyResponse } from '@registry/contract/users/create-user-by-company';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { useCreateUserByCompany } from '../api/create-user-by-company';
import { errorMessages } from '../utils/error-messages';
import { permitOptions } from '../utils/grantable-permits';
import {
  EMPTY_NEW_USER,
  NewUserFormSchema,
  toCreateUserRequest,
  type NewUserFormInput,
  type NewUserFormValues,
} from '../utils/new-user-form-schema';
import { USERS_PATH } from '../utils/users-notice';
import { PermitCheckboxes } from './permit-checkboxes';

interface NewUserFormProps {
  claims: TokenClaims;
  /** Id of the heading that names the form. */
  labelledBy: string;
  onCreated: (answer: CreateUserByCompanyResponse) => void;
}

type TextField = 'name' | 'email' | 'phone';

const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'phone', type: 'tel', autoComplete: 'off' },
];

/** Name, e-mail, phone, permits and the two flags; the API's refusals show as a danger alert. */
export function NewUserForm({ claims, labelledBy, onCreated }: NewUserFormProps) {
  const { t } = useTranslation('users');
  const create = useCreateUserByCompany();
  const [failure, setFailure] = useState<CodeMessage[]>([]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewUserFormInput, unknown, NewUserFormValues>({
    resolver: zodResolver(NewUserFormSchema),
    defaultValues: EMPTY_NEW_USER,
  });

  const submit = async (values: NewUserFormValues) => {
    setFailure([]);
    try {
      onCreated(await create.mutateAsync(toCreateUserRequest(values)));
    } catch (error) {
      setFailure(errorMessages(error, t('errors.create')));
    }
  };

  const describe = (field: TextField, error: FieldError | undefined) =>
    [`new-user-${field}-hint`, error ? `new-user-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <form
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-busy={isSubmitting}
    >
      {TEXT_FIELDS.map(({ name, type, autoComplete }) => {
        const error = errors[name];
        return (
          <div className="mb-3" key={name}>
            <label className="form-label" htmlFor={`new-user-${name}`}>
              {t(`form.${name}`)}
            </label>
            <input
              id={`new-user-${name}`}
              type={type}
              autoComplete={autoComplete}
              className={`form-control${error ? ' is-invalid' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describe(name, error)}
              {...register(name)}
            />
            <div className="form-text" id={`new-user-${name}-hint`}>
              {t(`form.hints.${name}`)}
            </div>
            <div className="invalid-feedback" id={`new-user-${name}-error`}>
              {error?.message && t(error.message)}
            </div>
          </div>
        );
      })}
      <Controller
        control={control}
        name="permits"
        render={({ field }) => (
          <PermitCheckboxes
            idPrefix="new-user-permit"
            legend={t('form.permits')}
            hint={t('form.hints.permits')}
            options={permitOptions(claims)}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('form.roles')}</legend>
        <div className="form-check">
          <input
            id="new-user-admin"
            type="checkbox"
            className="form-check-input"
            aria-describedby="new-user-admin-hint"
            {...register('isAdminAccount')}
          />
          <label className="form-check-label" htmlFor="new-user-admin">
            {t('form.isAdmin')}
          </label>
          <div className="form-text mt-0" id="new-user-admin-hint">
            {t('form.hints.isAdmin')}
          </div>
        </div>
        <div className="form-check">
          <input
            id="new-user-contact"
            type="checkbox"
            className="form-check-input"
            aria-describedby="new-user-contact-hint"
            {...register('isContact')}
          />
          <label className="form-check-label" htmlFor="new-user-contact">
            {t('form.isContact')}
          </label>
          <div className="form-text mt-0" id="new-user-contact-hint">
            {t('form.hints.isContact')}
          </div>
        </div>
      </fieldset>
      <div aria-live="polite" className="mb-3">
        <CodeMessagesAlert variant="danger" messages={failure} testId="new-user-error" />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-success" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('form.submit')}
        </button>
        <Link to={USERS_PATH} className="btn btn-outline-secondary">
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
