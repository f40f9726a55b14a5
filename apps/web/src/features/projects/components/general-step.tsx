import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROJECT_SECTORS, PROJECT_TYPES } from '@registry/contract/projects/project-enums';
import { useStandards } from '../../auth/api/standards';
import { useMethodologies } from '../api/methodologies';
import type { ProjectFormValues } from '../utils/project-form-values';
import { InputField, SelectField, TextAreaField } from './project-fields';
import { SdgField } from './sdg-field';

/** Step 1: name, standard, its methodology, sector, type, descriptions and SDGs. */
export function GeneralStep() {
  const { t } = useTranslation('projects');
  const { setValue } = useFormContext<ProjectFormValues>();
  const standardId = useWatch<ProjectFormValues, 'standardId'>({ name: 'standardId' });
  const standards = useStandards();
  const methodologies = useMethodologies();
  const forStandard = (methodologies.data ?? []).filter(
    (methodology) => String(methodology.standardId) === standardId,
  );
  return (
    <>
      <InputField name="name" label={t('fields.name')} isRequired maxLength={200} />
      <div className="row">
        <div className="col-md-6">
          <SelectField
            name="standardId"
            label={t('fields.standard')}
            isRequired
            isLoading={standards.isPending}
            choices={(standards.data ?? []).map((standard) => ({
              value: String(standard.id),
              label: standard.description,
            }))}
            onPick={() => setValue('methodologyId', '')}
          />
        </div>
        <div className="col-md-6">
          <SelectField
            name="methodologyId"
            label={t('fields.methodology')}
            isRequired
            isLoading={methodologies.isPending}
            disabled={standardId === ''}
            placeholder={standardId === '' ? t('fields.chooseStandardFirst') : undefined}
            choices={forStandard.map((methodology) => ({
              value: String(methodology.id),
              label: `${methodology.code} ${methodology.name}`,
            }))}
          />
        </div>
        <div className="col-md-6">
          <SelectField
            name="sector"
            label={t('fields.sector')}
            isRequired
            choices={PROJECT_SECTORS.map((sector) => ({
              value: sector,
              label: t(`sectors.${sector}`),
            }))}
          />
        </div>
        <div className="col-md-6">
          <SelectField
            name="type"
            label={t('fields.type')}
            isRequired
            choices={PROJECT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </div>
      </div>
      <TextAreaField name="descriptionEs" label={t('fields.descriptionEs')} isRequired />
      <TextAreaField name="descriptionEn" label={t('fields.descriptionEn')} isRequired />
      <TextAreaField name="descriptionPt" label={t('fields.descriptionPt')} />
      <SdgField />
    </>
  );
}
