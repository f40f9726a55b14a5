import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import type { TabAlert } from '../hooks/use-tab-editor';

interface TabAlertViewProps {
  alert: TabAlert | null;
  onClose: () => void;
  testId: string;
}

/**
 * A tab's alert: the missing items of a save (youMustCompleteAllFields and the
 * list), a failed save's messages, or a saved tab's messages; dismissible.
 * The container takes the focus when a save is refused, so it is read at once.
 */
export const TabAlertView = forwardRef<HTMLDivElement, TabAlertViewProps>(function TabAlertView(
  { alert, onClose, testId },
  ref,
) {
  const { t } = useTranslation('myCompany');
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite" className="mb-3">
      {alert?.kind === 'missing' && (
        <div
          role="alert"
          className="alert alert-danger alert-dismissible mb-0"
          data-testid={testId}
        >
          <p className="mb-1">{t('validationsMessage.youMustCompleteAllFields')}</p>
          <ul className="mb-0 ps-3">
            {alert.items.map((item) => (
              <li key={`${item.field}-${item.messageKey}`}>{t(item.messageKey, item.values)}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-close"
            aria-label={t('closeMessage')}
            onClick={onClose}
          />
        </div>
      )}
      {(alert?.kind === 'failure' || alert?.kind === 'success') && (
        <CodeMessagesAlert
          variant={alert.kind === 'failure' ? 'danger' : 'success'}
          messages={alert.messages}
          onClose={onClose}
          closeLabel={t('closeMessage')}
          testId={testId}
        />
      )}
    </div>
  );
});
