import { useTranslation } from 'react-i18next';
import { CERTIFICATES_PATH } from '@registry/contract/retirements/certificate';
import { API_BASE_PATH } from '../../../lib/api-client';
import { toLanguage } from '@registry/contract/common/language';

/**
 * The certificate's PDF in the reader's language (DESIGN.md 4.4): a plain
 * link, as the QR code's page is open to anyone without a session.
 */
export function CertificatePdfLink({
  emitCertificationId,
  certificateNumber,
}: {
  emitCertificationId: string;
  certificateNumber: string;
}) {
  const { t, i18n } = useTranslation('certificates');
  const lng = toLanguage(i18n.language);
  return (
    <a
      className="btn btn-primary"
      href={`${API_BASE_PATH}${CERTIFICATES_PATH}/${emitCertificationId}/pdf?lng=${lng}`}
      download={`${certificateNumber}.pdf`}
    >
      {t('downloadPdf')}
    </a>
  );
}
