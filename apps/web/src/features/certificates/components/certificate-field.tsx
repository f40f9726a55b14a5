import type { ReactNode } from 'react';

interface CertificateFieldProps {
  label: string;
  children: ReactNode;
  /** A long value (a serial, a note) takes the card's whole width. */
  isWide?: boolean;
}

/** One label and value of a certificate's description list: two columns from 576 px, one below. */
export function CertificateField({ label, children, isWide = false }: CertificateFieldProps) {
  return (
    <div className={isWide ? 'col-12' : 'col-12 col-sm-6'}>
      <dt className="small text-body-secondary">{label}</dt>
      <dd className="mb-2 text-break">{children}</dd>
    </div>
  );
}
