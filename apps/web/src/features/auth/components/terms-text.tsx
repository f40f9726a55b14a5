import { RichText } from '../utils/rich-text';
import './terms-text.css';

interface TermsTextProps {
  /** The text's name: the accessible name of its scroll area. */
  name: string;
  /** The server's rich text (list-terms-conditions contract). */
  html: string;
  className?: string;
}

/**
 * A server-supplied terms text in its scroll area (spec sections 2 and 9:
 * at most 500 px high, 11 px text, headings scaled with it), rendered without
 * innerHTML (decision 012).
 */
export function TermsText({ name, html, className = '' }: TermsTextProps) {
  return (
    <section
      className={`terms-text border rounded p-3 ${className}`.trim()}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={name}
      data-testid="terms-text"
    >
      <RichText html={html} />
    </section>
  );
}
