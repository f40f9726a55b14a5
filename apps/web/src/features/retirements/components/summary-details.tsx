import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { formatQuantity } from '../../positions/utils/quantities';
import type { RetireChoice } from '../utils/retire-choice';
import { retiringKgOf } from '../utils/retiring-kg';

interface SummaryDetailsProps {
  position: Position;
  choice: RetireChoice;
}

/** The retirement as its certificate will show it, and what stays private. */
export function SummaryDetails({ position, choice }: SummaryDetailsProps) {
  const { t, i18n } = useTranslation('retirements');
  const { request } = choice;
  const { beneficiary, carbonTax } = request;
  const retiringKg = retiringKgOf(request);
  const restKg = position.quantityKg - retiringKg;
  const orNone = (text: string) =>
    text || <span className="text-body-secondary">{t('summary.none')}</span>;
  const rows: [string, ReactNode][] = [
    [
      t('summary.project'),
      `${position.projectName} (${t('summary.vintage', { vintage: position.vintage })})`,
    ],
    [t('summary.serial'), <span className="font-monospace small">{position.serial}</span>],
    [t('summary.quantity'), formatQuantity(retiringKg, request.isKg, i18n.language)],
    [
      t('summary.rest'),
      restKg === 0 ? t('summary.whole') : formatQuantity(restKg, position.divisible, i18n.language),
    ],
    [t('summary.beneficiary'), beneficiary.name],
    [t('summary.country'), choice.countryName],
    beneficiary.documentTypeId === null
      ? [t('summary.lei'), <span className="font-monospace">{beneficiary.lei}</span>]
      : [t('summary.document'), `${choice.documentTypeName ?? ''} ${beneficiary.documentNumber}`],
    [t('summary.purpose'), t(`purposes.${request.purpose}`)],
    [t('summary.usingEntity'), request.usingEntity],
    ...(carbonTax
      ? ([
          [
            t('summary.passiveSubject'),
            choice.passiveSubject
              ? t('form.passiveSubjectOption', {
                  name: choice.passiveSubject.name,
                  taxId: choice.passiveSubject.taxId,
                })
              : String(carbonTax.passiveSubjectCompanyId),
          ],
          [t('summary.fuel'), t(`fuels.${carbonTax.fuel}`)],
          [t('summary.taxPeriod'), carbonTax.taxPeriod],
        ] satisfies [string, ReactNode][])
      : []),
    [t('summary.visibility'), request.isPublic ? t('summary.shown') : t('summary.hidden')],
    [t('summary.publicNote'), orNone(request.publicNote)],
    [t('summary.observation'), orNone(request.observation)],
  ];
  return (
    <dl className="row">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-sm-4">{term}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
