import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';

interface CompanySwitchErrorsProps {
  messages: CodeMessage[];
  onClose: () => void;
}

/**
 * Under the navbar: why a switch of company failed. Only a session switches:
 * in the session's chunk (app/session-parts.ts), with the alert it shows.
 */
export function CompanySwitchErrors({ messages, onClose }: CompanySwitchErrorsProps) {
  const { t } = useTranslation('layout');
  return (
    <div className="container-fluid pt-3">
      <CodeMessagesAlert
        variant="danger"
        messages={messages}
        onClose={onClose}
        closeLabel={t('common:actions.close')}
        testId="company-switch-error"
      />
    </div>
  );
}
