import { useTranslation } from 'react-i18next';
import {
  RETIREMENT_PURPOSES,
  type RetirementPurpose,
} from '@registry/contract/retirements/retirements-api';
import { invalid, type DraftSectionProps } from './draft-section';
import { FormField } from './form-field';

/** Why the credits are retired and who uses the retirement. */
export function PurposeFields({ draft, onChange, idOf, problemOf }: DraftSectionProps) {
  const { t } = useTranslation('retirements');
  return (
    <>
      <FormField
        id={idOf('purpose')}
        label={t('form.purpose')}
        isRequired
        problem={problemOf('purpose')}
      >
        {(control) => (
          <select
            {...control}
            className={`form-select${invalid(control)}`}
            value={draft.purpose}
            onChange={(event) => onChange('purpose', event.target.value as RetirementPurpose | '')}
          >
            <option value="">{t('form.choosePurpose')}</option>
            {RETIREMENT_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(`purposes.${purpose}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={idOf('usingEntity')}
        label={t('form.usingEntity')}
        isRequired
        help={t('form.usingEntityHelp')}
        problem={problemOf('usingEntity')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            className={`form-control${invalid(control)}`}
            value={draft.usingEntity}
            onChange={(event) => onChange('usingEntity', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
