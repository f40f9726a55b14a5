import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@registry/contract/retirements/certificate';
import { formatDate, formatQuantity } from '../utils/format-certificate';
import { CertificateCard } from './certificate-card';
import { CertificateField } from './certificate-field';

/** What was retired, when, why and by whom it is used. */
export function RetirementCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const serialSearch = `/serial-search?${new URLSearchParams({ q: certificate.serial }).toString()}`;
  return (
    <CertificateCard id="certificate-retirement" title={t('sections.retirement')}>
      <dl className="row g-2 mb-0">
        <CertificateField label={t('fields.number')}>
          {certificate.certificateNumber}
        </CertificateField>
        <CertificateField label={t('fields.date')}>
          {formatDate(certificate.createdAt, i18n.language)}
        </CertificateField>
        <CertificateField label={t('fields.quantity')}>
          {formatQuantity(certificate.quantityKg, certificate.isKg, i18n.language)}
        </CertificateField>
        <CertificateField label={t('fields.vintage')}>{certificate.vintage}</CertificateField>
        <CertificateField label={t('fields.serial')} isWide>
          {/* The serial's whole history is public (serial search). */}
          <Link to={serialSearch}>{certificate.serial}</Link>
        </CertificateField>
        <CertificateField label={t('fields.purpose')}>
          {t(`purposes.${certificate.purpose}`)}
        </CertificateField>
        <CertificateField label={t('fields.usingEntity')}>
          {certificate.usingEntity}
        </CertificateField>
        <CertificateField label={t('fields.publicNote')} isWide>
          {certificate.publicNote || t('none')}
        </CertificateField>
      </dl>
    </CertificateCard>
  );
}
