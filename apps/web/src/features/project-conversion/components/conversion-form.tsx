import { useEffect, useState } from 'react';
import { FormProvider, useForm, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { ORIGIN_REGISTRIES } from '@registry/contract/projects/credit-conversion';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSaveCreditConversion } from '../api/credit-conversion';
import { toSaveRequest, type ConversionFormValues } from '../utils/conversion-form-values';
import { FieldError, useErrorAttributes, type ConversionField } from './conversion-field';
import { VintageRows } from './vintage-rows';

interface OriginInputProps {
  name: ConversionField;
  label: string;
  isRequired?: boolean;
  type?: 'text' | 'url';
}

function OriginInput({ name, label, isRequired = false, type = 'text' }: OriginInputProps) {
  const { register } = useFormContext<ConversionFormValues>();
  const { className, ...attributes } = useErrorAttributes(name);
  return (
    <div className="col-md-6">
      <label className="form-label" htmlFor={attributes.id}>
        {label}
        {isRequired && <RequiredAsterisk />}
      </label>
      <input
        type={type}
        className={`form-control ${className}`}
        aria-required={isRequired || undefined}
        {...attributes}
        {...register(name, { required: isRequired })}
      />
      <FieldError name={name} />
    </div>
  );
}

function RegistrySelect() {
  const { t } = useTranslation('projectConversion');
  const { register } = useFormContext<ConversionFormValues>();
  const { className, ...attributes } = useErrorAttributes('originRegistry');
  return (
    <div className="col-md-6">
      <label className="form-label" htmlFor={attributes.id}>
        {t('origin.registry')}
        <RequiredAsterisk />
      </label>
      <select
        className={`form-select ${className}`}
        aria-required
        {...attributes}
        {...register('originRegistry', { required: true })}
      >
        <option value="">{t('origin.chooseRegistry')}</option>
        {ORIGIN_REGISTRIES.map((registry) => (
          <option key={registry} value={registry}>
            {t(`registries.${registry}`)}
          </option>
        ))}
      </select>
      <FieldError name="originRegistry" />
    </div>
  );
}

export interface ConversionFormProps {
  defaultValues: ConversionFormValues;
  projectId: number | null;
  onSaved: (projectId: number) => void;
  /** Told whether the form holds changes not saved yet. */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** The conversion's form: the project's name, its origin, the vintages and their proofs. */
export function ConversionForm({
  defaultValues,
  projectId,
  onSaved,
  onDirtyChange,
}: ConversionFormProps) {
  const { t } = useTranslation('projectConversion');
  const { showToast } = useToast();
  const form = useForm<ConversionFormValues>({ defaultValues });
  const save = useSaveCreditConversion();
  const [busyUploads, setBusyUploads] = useState(0);
  const [messages, setMessages] = useState<CodeMessage[]>([]);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const answer = await save.mutateAsync(toSaveRequest(values, projectId));
      showToast({ message: t('form.saved') });
      onSaved(answer.projectId);
    } catch (error) {
      const general: CodeMessage[] = [];
      if (error instanceof ApiError) {
        for (const message of error.codeMessages) {
          if (message.field) {
            form.setError(message.field as FieldPath<ConversionFormValues>, {
              type: 'server',
              message: message.message,
            });
          } else {
            general.push(message);
          }
        }
      }
      setMessages(general);
      showToast({ message: t('form.saveError'), variant: 'danger' });
    }
  });

  return (
    <FormProvider {...form}>
      <form aria-label={t('form.label')} noValidate onSubmit={(event) => void onSubmit(event)}>
        {messages.length > 0 && (
          <div className="mb-3">
            <CodeMessagesAlert messages={messages} variant="danger" />
          </div>
        )}
        <fieldset className="mb-4">
          <legend className="fs-5">{t('origin.title')}</legend>
          <div className="row g-3">
            <OriginInput name="name" label={t('origin.name')} isRequired />
            <RegistrySelect />
            <OriginInput name="originProjectId" label={t('origin.projectId')} isRequired />
            <OriginInput name="originProjectUrl" label={t('origin.projectUrl')} type="url" />
          </div>
        </fieldset>
        <VintageRows
          onBusyChange={(isBusy) => setBusyUploads((count) => count + (isBusy ? 1 : -1))}
        />
        <div className="d-flex justify-content-end mt-3">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || busyUploads > 0}
          >
            {save.isPending ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
