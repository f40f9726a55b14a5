import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';
import { useTermsConditions } from '../api/terms-conditions';
import { TermsText } from './terms-text';

interface TermsTextModalProps {
  /** The text to read; null keeps the modal closed (and loads nothing). */
  kind: TermsKind | null;
  onClose: () => void;
}

/**
 * One of the server's texts (terms, personal-data policy, newsletter terms)
 * to read before ticking its box: the registration's consents, the footer's
 * links and the newsletter's (decision 021). The texts load when one is first opened.
 */
export function TermsTextModal({ kind, onClose }: TermsTextModalProps) {
  const { t } = useTranslation('auth');
  const texts = useTermsConditions(kind !== null);
  const entry = texts.data?.find((item) => item.kind === kind);
  return (
    <Modal show={kind !== null} onHide={onClose} size="lg" aria-labelledby="terms-text-title">
      <Modal.Header closeButton closeLabel={t('termsText.close')}>
        <Modal.Title as="h2" id="terms-text-title" className="h5">
          {entry?.name ?? t('termsText.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {texts.isPending && <p className="small text-body-secondary mb-0">{t('terms.loading')}</p>}
        {texts.isError && <p className="small text-danger mb-0">{t('terms.loadError')}</p>}
        {texts.isSuccess && !entry && (
          <p className="small text-danger mb-0">{t('termsText.missing')}</p>
        )}
        {entry && <TermsText name={entry.name} html={entry.terms} />}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('termsText.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
