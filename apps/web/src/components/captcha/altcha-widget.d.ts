import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/*
 * The ALTCHA widget is a custom element (altcha/external defines it): these
 * are the attributes CaptchaField gives it. Its methods and events are typed
 * by altcha's own HTMLElementTagNameMap entry (AltchaWidgetElement).
 */
interface AltchaWidgetAttributes extends HTMLAttributes<HTMLElement> {
  /** The challenge as JSON (the app fetches it, with the platform and lng headers). */
  challenge?: string;
  /** es, en or pt: the widget's own texts. */
  language?: string;
  name?: string;
  /** JSON of further options (hideLogo, hideFooter ...). */
  configuration?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<AltchaWidgetAttributes, HTMLElement>;
    }
  }
}
