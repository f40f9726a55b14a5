import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';

interface FailureAlertProps {
  message: CodeMessage;
  onClose: () => void;
  className?: string;
}

/** The connectivity failures: a dismissible red alert with the first codeMessage (spec section 8). */
export function FailureAlert({ message, onClose, className }: FailureAlertProps) {
  const { t } = useTranslation('companyView');
  return (
    <div className={className}>
      <CodeMessagesAlert
        variant="danger"
        messages={[message]}
        onClose={onClose}
        closeLabel={t('links.errors.dismiss')}
        testId="company-links-failure"
      />
    </div>
  );
}
