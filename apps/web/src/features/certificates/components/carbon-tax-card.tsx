import { useTranslation } from 'react-i18next';
import type { Certificate } from '@registry/contract/retirements/certificate';
import { CertificateCard } from './certificate-card';
import { CertificateField } from './certificate-field';

type CarbonTax = NonNullable<Certificate['carbonTax']>;

/** A carbon-tax retirement: the passive subject, its tax id, the fuel and the tax period. */
export function CarbonTaxCard({ carbonTax }: { carbonTax: CarbonTax }) {
  const { t } = useTranslation('certificates');
  return (
    <CertificateCard id="certificate-carbon-tax" title={t('sections.carbonTax')}>
      <dl className="row g-2 mb-0">
        <CertificateField label={t('fields.passiveSubject')} isWide>
          {carbonTax.passiveSubject}
        </CertificateField>
        <CertificateField label={t('fields.taxId')}>
          {carbonTax.taxId || t('none')}
        </CertificateField>
        <CertificateField label={t('fields.fuel')}>{t(`fuels.${carbonTax.fuel}`)}</CertificateField>
        <CertificateField label={t('fields.taxPeriod')}>{carbonTax.taxPeriod}</CertificateField>
      </dl>
    </CertificateCard>
  );
}
