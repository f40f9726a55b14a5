import { useTranslation } from 'react-i18next';
import type { Certificate } from '@registry/contract/retirements/certificate';
import { CertificateCard } from './certificate-card';
import { CertificateField } from './certificate-field';

/** For whom the credits were retired, or that the beneficiary asked not to be named. */
export function BeneficiaryCard({ beneficiary }: { beneficiary: Certificate['beneficiary'] }) {
  const { t } = useTranslation('certificates');
  return (
    <CertificateCard id="certificate-beneficiary" title={t('sections.beneficiary')}>
      {beneficiary === null ? (
        <p className="mb-0">{t('privateBeneficiary')}</p>
      ) : (
        <dl className="row g-2 mb-0">
          <CertificateField label={t('fields.name')} isWide>
            {beneficiary.name}
          </CertificateField>
          <CertificateField label={t('fields.country')}>
            {beneficiary.country || t('none')}
          </CertificateField>
          {/* A document (type and number), or an LEI, names the beneficiary. */}
          {beneficiary.documentNumber !== '' && (
            <>
              <CertificateField label={t('fields.documentType')}>
                {beneficiary.documentType || t('none')}
              </CertificateField>
              <CertificateField label={t('fields.documentNumber')}>
                {beneficiary.documentNumber}
              </CertificateField>
            </>
          )}
          {beneficiary.lei !== '' && (
            <CertificateField label={t('fields.lei')}>{beneficiary.lei}</CertificateField>
          )}
        </dl>
      )}
    </CertificateCard>
  );
}
