import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities } from '../../auth/api/cities';
import { useCountries } from '../../auth/api/countries';
import { useRegions } from '../../auth/api/regions';
import { useStandards } from '../../auth/api/standards';
import { useMethodologies } from '../api/methodologies';
import { PARTY_KINDS } from '../api/search-parties';
import { formatCalendarDay } from '../utils/calendar-day';
import type { ProjectFormValues } from '../utils/project-form-values';

const LABELS = ['isCcpApproved', 'isCorsiaEligible', 'isArticle6Authorized'] as const;

const toId = (value: string) => (value === '' ? null : Number(value));

/** The names of the places the form holds ids of. */
function usePlaceNames(values: ProjectFormValues) {
  const countryId = toId(values.countryId);
  const regionId = toId(values.regionId);
  const country = useCountries().data?.find((item) => item.id === countryId);
  const region = useRegions(countryId).data?.find((item) => item.id === regionId);
  const city = useCities(countryId, regionId).data?.find((item) => item.id === toId(values.cityId));
  return [city?.name, region?.name, country?.name].filter(Boolean).join(', ');
}

/** The review's summary: what the submission will send, as the form holds it now. */
export function ProjectSummary() {
  const { t, i18n } = useTranslation('projects');
  const values = useWatch<ProjectFormValues>() as ProjectFormValues;
  const standard = useStandards().data?.find((item) => String(item.id) === values.standardId);
  const methodology = useMethodologies().data?.find(
    (item) => String(item.id) === values.methodologyId,
  );
  const place = usePlaceNames(values);
  const day = (value: string) => (value ? formatCalendarDay(value, i18n.language) : '');
  const estimate = Number(values.estimatedAnnualReductions);
  const chosenLabels = LABELS.filter((label) => values[label]).map((label) => t(`fields.${label}`));

  const rows: [string, ReactNode][] = [
    [t('fields.name'), values.name],
    [t('fields.standard'), standard?.description],
    [t('fields.methodology'), methodology && `${methodology.code} ${methodology.name}`],
    [t('fields.sector'), values.sector && t(`sectors.${values.sector}`)],
    [t('fields.type'), values.type && t(`types.${values.type}`)],
    [t('form.steps.location'), place],
    [t('fields.sdgs'), values.sdgs.map((sdg) => t('fields.sdg', { number: sdg })).join(', ')],
    ...PARTY_KINDS.map((kind): [string, ReactNode] => [
      t(`parties.${kind}`),
      values.parties[kind]?.name,
    ]),
    [
      t('form.steps.crediting'),
      values.creditingStart &&
        t('summary.period', { from: day(values.creditingStart), to: day(values.creditingEnd) }),
    ],
    [
      t('fields.estimatedAnnualReductions'),
      values.estimatedAnnualReductions !== '' &&
        Number.isFinite(estimate) &&
        new Intl.NumberFormat(i18n.language).format(estimate),
    ],
    [t('form.steps.labels'), chosenLabels.join(', ')],
    [t('fields.correspondingAdjustment'), t(`adjustments.${values.correspondingAdjustment}`)],
    [
      t('fields.documents'),
      values.documents.length > 0 && (
        <ul className="list-unstyled mb-0">
          {values.documents.map((document) => (
            <li key={document.key}>
              {document.fileName} ({t(`documentTypes.${document.documentType}`)})
            </li>
          ))}
        </ul>
      ),
    ],
  ];

  return (
    <section aria-labelledby="project-summary-title" className="mt-4">
      <h3 className="h5" id="project-summary-title">
        {t('summary.title')}
      </h3>
      <dl className="mb-0">
        {rows.map(([label, value]) => (
          <div className="d-sm-flex border-bottom py-2" key={label}>
            <dt className="col-sm-4 fw-semibold">{label}</dt>
            <dd className="col-sm-8 mb-0 text-break">
              {value || <span className="text-body-secondary">{t('summary.empty')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
