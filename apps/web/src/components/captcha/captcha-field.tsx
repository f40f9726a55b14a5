import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/contract-values';
import { fetchCaptchaChallenge } from './fetch-captcha-challenge';
import { focusWhenShown } from './focus-when-shown';
import { loadAltcha } from './load-altcha';

export interface CaptchaFieldHandle {
  /** Forgets the payload and shows a fresh challenge (a solved one is single-use). */
  reset(): void;
  /**
   * Puts the focus on the checkbox, now or once the round being loaded shows
   * it, read with the message `describedBy` names (a failed attempt's).
   */
  focus(describedBy?: string): void;
}

export interface CaptchaFieldProps {
  /** The widget's payload once solved (the recaptchaValue to send); '' when there is none. */
  onChange(payload: string): void;
  isInvalid?: boolean;
  id?: string;
}

/** Sent when the server asks for no captcha (provider 'none'), which then checks nothing. */
export const NO_CAPTCHA_PAYLOAD = 'captcha-not-required';

type Round =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'error' }
  | { status: 'widget'; challenge: string };

/**
 * The captcha of the login, recovery and registration forms: an ALTCHA
 * proof-of-work widget on a challenge fetched through the app's API client
 * (the widget's own fetch would lack the platform and lng headers). The widget
 * and its worker load on first use. A new round (reset, expiry, retry) fetches
 * a new challenge and mounts a new widget.
 */
export const CaptchaField = forwardRef<CaptchaFieldHandle, CaptchaFieldProps>(function CaptchaField(
  { onChange, isInvalid = false, id = 'captcha' },
  ref,
) {
  const { t, i18n } = useTranslation('auth');
  const [roundNumber, setRoundNumber] = useState(0);
  const [round, setRound] = useState<Round>({ status: 'loading' });
  const widgetRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const cancelFocus = useRef(() => {});
  useEffect(() => () => cancelFocus.current(), []);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        onChangeRef.current('');
        setRound({ status: 'loading' });
        setRoundNumber((n) => n + 1);
      },
      focus(describedBy) {
        cancelFocus.current();
        const container = containerRef.current;
        if (container) cancelFocus.current = focusWhenShown(container, describedBy);
      },
    }),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    const start = async () => {
      try {
        const answer = await fetchCaptchaChallenge(controller.signal);
        if (answer.status !== 1) throw new Error('the captcha challenge was refused');
        if (answer.provider === 'none' || answer.challenge === null) {
          setRound({ status: 'none' });
          onChangeRef.current(NO_CAPTCHA_PAYLOAD);
          return;
        }
        await loadAltcha();
        if (!controller.signal.aborted) {
          setRound({ status: 'widget', challenge: JSON.stringify(answer.challenge) });
        }
      } catch {
        if (!controller.signal.aborted) setRound({ status: 'error' });
      }
    };
    void start();
    return () => controller.abort();
  }, [roundNumber]);

  // Listening from the commit that shows the widget: no verification can come before its listener.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (round.status !== 'widget' || !widget) return;
    const onVerified = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string } | undefined>).detail;
      onChangeRef.current(detail?.payload ?? '');
    };
    const onExpired = () => {
      onChangeRef.current('');
      setRound({ status: 'loading' });
      setRoundNumber((n) => n + 1);
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
    };
  }, [round]);

  if (round.status === 'none') return null;
  const retry = () => {
    setRound({ status: 'loading' });
    setRoundNumber((n) => n + 1);
  };
  return (
    <div
      ref={containerRef}
      id={id}
      className={`captcha-field rounded${isInvalid ? ' border border-danger p-1' : ''}`}
      data-testid="captcha-field"
    >
      {round.status === 'loading' && (
        <div role="status" className="small text-body-secondary py-2">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('captcha.loading')}
        </div>
      )}
      {round.status === 'error' && (
        <div className="small text-danger py-2">
          {t('captcha.error')}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={retry}>
            {t('captcha.retry')}
          </button>
        </div>
      )}
      {round.status === 'widget' && (
        <altcha-widget
          key={roundNumber}
          ref={widgetRef}
          challenge={round.challenge}
          language={toLanguage(i18n.language)}
          name="recaptchaValue"
        />
      )}
    </div>
  );
});
