import { useTranslation } from 'react-i18next';
import type { CertificateProof } from '@registry/contract/retirements/certificate';
import { LOG_LINKS } from '../utils/log-links';

const STEPS = ['leaf', 'match', 'openings', 'inclusion', 'checkpoint'] as const;

/** The check's steps in plain words, and where anyone reads what it uses. */
export function HowItIsChecked({ inclusion }: { inclusion: CertificateProof['inclusion'] }) {
  const { t } = useTranslation('certificates');
  return (
    <details className="mt-3">
      <summary>{t('how.summary')}</summary>
      <ol className="mt-2">
        {STEPS.map((step) => (
          <li key={step}>{t(`how.steps.${step}`)}</li>
        ))}
      </ol>
      <p className="mb-1">{t('how.yourself')}</p>
      <ul className="mb-0">
        <li>
          <a href={LOG_LINKS.checkpoint}>{t('how.links.checkpoint')}</a>
        </li>
        <li>
          <a href={LOG_LINKS.publicKey}>{t('how.links.publicKey')}</a>
        </li>
        {inclusion && (
          <li>
            <a href={LOG_LINKS.entry(inclusion.leafIndex)}>
              {t('how.links.leaf', { position: inclusion.leafIndex + 1 })}
            </a>
          </li>
        )}
      </ul>
    </details>
  );
}
