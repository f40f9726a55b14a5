import type { ReactNode } from 'react';

interface TermsTextLinkProps {
  onOpen: () => void;
  children: ReactNode;
  className?: string;
}

/** A link-looking button that opens a text to read in a dialog (decision 021). */
export function TermsTextLink({ onOpen, children, className = '' }: TermsTextLinkProps) {
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm p-0 align-baseline ${className}`.trim()}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
