import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeModal } from './notice-modal';

export type NoPermitsVariant = 'thanks' | 'warning';

interface NoPermitsModalProps {
  /** thanks: billing and due diligence are complete, a certifier reviews; warning: they are not. */
  variant: NoPermitsVariant;
  /** After the modal has closed. */
  onClosed: () => void;
}

/** The thanks or warning modal of a company without permits (spec sections 4 and 6). */
export function NoPermitsModal({ variant, onClosed }: NoPermitsModalProps) {
  const { t } = useTranslation('session');
  const [isShown, setIsShown] = useState(true);
  return (
    <NoticeModal
      isShown={isShown}
      title={t(`noPermits.${variant}.title`)}
      actionLabel={t('noPermits.close')}
      onAction={() => setIsShown(false)}
      onExited={onClosed}
      testId={`no-permits-${variant}-modal`}
    >
      <p>{t(`noPermits.${variant}.body`)}</p>
      <p className="mb-0">{t(`noPermits.${variant}.next`)}</p>
    </NoticeModal>
  );
}
