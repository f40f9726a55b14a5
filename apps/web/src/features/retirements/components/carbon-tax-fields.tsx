import { useTranslation } from 'react-i18next';
import {
  CARBON_TAX_FUELS,
  type Fuel,
  type PassiveSubject,
} from '@registry/contract/retirements/retirements-api';
import { invalid, type DraftSectionProps } from './draft-section';
import { FormField } from './form-field';

interface CarbonTaxFieldsProps extends DraftSectionProps {
  /** The registry's passive subjects; undefined while they load. */
  passiveSubjects: readonly PassiveSubject[] | undefined;
  isPassiveSubjectsError: boolean;
}

/** A carbon-tax retirement's passive subject, fuel and tax period (DESIGN.md 4.4). */
export function CarbonTaxFields({
  passiveSubjects,
  isPassiveSubjectsError,
  draft,
  onChange,
  idOf,
  problemOf,
}: CarbonTaxFieldsProps) {
  const { t } = useTranslation('retirements');
  const subjects = passiveSubjects ?? [];
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-0">{t('form.carbonTaxSection')}</legend>
      <FormField
        id={idOf('passiveSubjectId')}
        label={t('form.passiveSubject')}
        isRequired
        help={
          isPassiveSubjectsError ? t('form.passiveSubjectsError') : t('form.passiveSubjectHelp')
        }
        problem={problemOf('passiveSubjectId')}
      >
        {(control) => (
          <select
            {...control}
            className={`form-select${invalid(control)}`}
            value={draft.passiveSubjectId}
            onChange={(event) => onChange('passiveSubjectId', event.target.value)}
          >
            <option value="">
              {passiveSubjects && subjects.length === 0
                ? t('form.noPassiveSubject')
                : t('form.choosePassiveSubject')}
            </option>
            {subjects.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {t('form.passiveSubjectOption', { name: subject.name, taxId: subject.taxId })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={idOf('fuel')} label={t('form.fuel')} isRequired problem={problemOf('fuel')}>
        {(control) => (
          <select
            {...control}
            className={`form-select${invalid(control)}`}
            value={draft.fuel}
            onChange={(event) => onChange('fuel', event.target.value as Fuel | '')}
          >
            <option value="">{t('form.chooseFuel')}</option>
            {CARBON_TAX_FUELS.map((fuel) => (
              <option key={fuel} value={fuel}>
                {t(`fuels.${fuel}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={idOf('taxPeriod')}
        label={t('form.taxPeriod')}
        isRequired
        help={t('form.taxPeriodHelp')}
        problem={problemOf('taxPeriod')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            className={`form-control${invalid(control)} w-auto`}
            size={10}
            value={draft.taxPeriod}
            onChange={(event) => onChange('taxPeriod', event.target.value)}
          />
        )}
      </FormField>
    </fieldset>
  );
}
