import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { FileUploader } from '../../files/components/file-uploader';
import { openInNewWindow } from '../../files/utils/open-in-new-window';
import { downloadConversionFile } from '../api/credit-conversion';
import { newVintageRow, type ConversionFormValues } from '../utils/conversion-form-values';
import { FieldError, useErrorAttributes, type ConversionField } from './conversion-field';

interface VintageInputProps {
  name: ConversionField;
  label: string;
  type?: 'text' | 'number';
}

function VintageInput({ name, label, type = 'text' }: VintageInputProps) {
  const { register } = useFormContext<ConversionFormValues>();
  const { className, ...attributes } = useErrorAttributes(name);
  return (
    <>
      <label className="form-label" htmlFor={attributes.id}>
        {label}
        <RequiredAsterisk />
      </label>
      <input
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        className={`form-control ${className}`}
        aria-required
        {...attributes}
        {...register(name, { required: true })}
      />
      <FieldError name={name} />
    </>
  );
}

async function openProof(id: number) {
  try {
    const answer = await downloadConversionFile(id);
    openInNewWindow(answer.url);
  } catch {
    // Nothing to open: the link could not be made.
  }
}

/** The vintages cancelled in the registry of origin: add, edit and remove rows, each with its proof. */
export function VintageRows({ onBusyChange }: { onBusyChange: (isBusy: boolean) => void }) {
  const { t } = useTranslation('projectConversion');
  const { control, setValue } = useFormContext<ConversionFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'vintages',
    keyName: 'rowKey',
  });
  const rows = useWatch<ConversionFormValues, 'vintages'>({ name: 'vintages' });

  return (
    <fieldset className="mb-4">
      <legend className="fs-5">{t('vintages.title')}</legend>
      <p className="text-body-secondary">{t('vintages.help')}</p>
      <FieldError name="vintages" />
      <ul className="list-unstyled">
        {fields.map((field, index) => {
          const row = rows[index];
          const number = index + 1;
          return (
            <li key={field.rowKey} className="border rounded p-2 mb-2">
              <fieldset>
                <legend className="fs-6 fw-semibold">{t('vintages.row', { number })}</legend>
                <div className="row g-2">
                  <div className="col-6 col-md-2">
                    <VintageInput
                      name={`vintages.${index}.vintage`}
                      label={t('vintages.vintage')}
                      type="number"
                    />
                  </div>
                  <div className="col-12 col-md-4">
                    <VintageInput
                      name={`vintages.${index}.serialStart`}
                      label={t('vintages.serialStart')}
                    />
                  </div>
                  <div className="col-12 col-md-4">
                    <VintageInput
                      name={`vintages.${index}.serialEnd`}
                      label={t('vintages.serialEnd')}
                    />
                  </div>
                  <div className="col-6 col-md-2">
                    <VintageInput
                      name={`vintages.${index}.quantity`}
                      label={t('vintages.quantity')}
                      type="number"
                    />
                  </div>
                </div>
                {row?.id !== undefined && row.proofName && (
                  <p className="mt-2 mb-1">
                    {t('vintages.savedProof')}{' '}
                    <button
                      type="button"
                      className="btn btn-link p-0 align-baseline text-break"
                      onClick={() => void openProof(row.id ?? 0)}
                    >
                      {row.proofName}
                    </button>
                  </p>
                )}
                <div className="mt-2">
                  <FileUploader
                    fileType="document"
                    module="projects"
                    multiple={0}
                    id={`conversion-proof-${field.key}`}
                    label={row?.id === undefined ? t('vintages.proof') : t('vintages.replaceProof')}
                    helpText={t('vintages.proofHelp')}
                    onBusyChange={onBusyChange}
                    onUploaded={(files) =>
                      setValue(`vintages.${index}.proof`, files[0] ?? null, { shouldDirty: true })
                    }
                  />
                  <FieldError name={`vintages.${index}.proof`} />
                </div>
                {fields.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm mt-2"
                    onClick={() => remove(index)}
                  >
                    {t('vintages.remove', { number })}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => append(newVintageRow())}
      >
        {t('vintages.add')}
      </button>
    </fieldset>
  );
}
