import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PASSWORD_EXPIRATION_DAYS,
  PASSWORD_EXPIRATION_OPTIONS,
} from '@registry/contract/company/password-expiration';
import { useUpdatePasswordExpiration } from '../api/update-password-expiration';
import { useTabEditor } from '../hooks/use-tab-editor';
import { listMissingItems } from '../utils/missing-items';
import type { MyCompanyTabProps } from './general-tab';
import { ReadOnlyFields } from './read-only-fields';
import { RequiredMark } from './required-mark';
import { TabSection } from './tab-section';

const SecurityFormSchema = z.object({
  expirationDays: z
    .string()
    .refine((days) => PASSWORD_EXPIRATION_DAYS.includes(Number(days)), 'missing.expirationDays'),
});
type SecurityFormValues = z.input<typeof SecurityFormSchema>;

/**
 * Tab 5, security (spec section 2): how many days a password lasts before the
 * company's users must change it. Only the company's admins may change it
 * (update-password-expiration-days); others see it read-only.
 */
export function SecurityTab({ data, onReload }: MyCompanyTabProps) {
  const { t } = useTranslation('myCompany');
  const { company } = data;
  const isAdmin = data.isAdminCompany === 1;
  const editor = useTabEditor({
    onCancel: onReload,
    fallbackFailure: t('errors.save'),
    failureMessages: 'all',
  });
  const update = useUpdatePasswordExpiration();
  const current = { expirationDays: String(company.passwordExpirationDays) };
  const form = useForm<SecurityFormValues>({ defaultValues: current });
  const { errors } = form.formState;

  useEffect(() => {
    if (editor.isEditing) form.setFocus('expirationDays');
  }, [editor.isEditing, form]);

  const validate = () => {
    form.clearErrors();
    const missing = listMissingItems(SecurityFormSchema, form.getValues());
    if (missing.length) form.setError('expirationDays', { type: 'required' });
    editor.requestSave(missing);
  };

  return (
    <TabSection
      tab="security"
      editor={editor}
      canEdit={isAdmin}
      onEdit={() => {
        form.reset(current);
        editor.edit();
      }}
      onSave={validate}
      onConfirm={() =>
        void editor.save(() =>
          update.mutateAsync({
            companyId: company.id,
            expirationDays: Number(form.getValues('expirationDays')),
          }),
        )
      }
    >
      {editor.isEditing ? (
        <div className="mb-3 col-md-6">
          <label className="form-label" htmlFor="my-company-expiration-days">
            {t('security.passwordExpirationDays')}
            <RequiredMark />
          </label>
          <select
            id="my-company-expiration-days"
            className={`form-select${errors.expirationDays ? ' is-invalid' : ''}`}
            aria-invalid={errors.expirationDays ? true : undefined}
            aria-describedby="my-company-expiration-days-hint"
            {...form.register('expirationDays')}
          >
            {PASSWORD_EXPIRATION_OPTIONS.map((option) => (
              <option key={option.id} value={option.days}>
                {t('security.days', { days: option.days })}
              </option>
            ))}
          </select>
          <div id="my-company-expiration-days-hint" className="form-text">
            {t('security.hint')}
          </div>
        </div>
      ) : (
        <>
          <ReadOnlyFields
            items={[
              {
                label: t('security.passwordExpirationDays'),
                value: t('security.days', { days: company.passwordExpirationDays }),
              },
            ]}
          />
          <p className="text-body-secondary small">
            {isAdmin ? t('security.hint') : t('security.adminOnly')}
          </p>
        </>
      )}
    </TabSection>
  );
}
