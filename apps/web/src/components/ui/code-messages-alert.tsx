import type { CodeMessage } from '@registry/contract/common/envelope';

interface CodeMessagesAlertProps {
  messages: readonly Pick<CodeMessage, 'codeMessage' | 'message'>[];
  variant: 'danger' | 'success';
  /** Makes the alert dismissible; closeLabel names its close button. */
  onClose?: () => void;
  closeLabel?: string;
  testId?: string;
}

/** An API answer's codeMessages as one alert (spec section 8: danger on failure, success on status 1). */
export function CodeMessagesAlert({
  messages,
  variant,
  onClose,
  closeLabel,
  testId,
}: CodeMessagesAlertProps) {
  if (messages.length === 0) return null;
  const texts = messages.map((item) => item.message || item.codeMessage);
  return (
    <div
      role="alert"
      className={`alert alert-${variant} mb-0${onClose ? ' alert-dismissible' : ''}`}
      data-testid={testId}
    >
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <ul className="mb-0 ps-3">
          {texts.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      )}
      {onClose && (
        <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
      )}
    </div>
  );
}
