import type { ReactNode } from 'react';

interface CertificateCardProps {
  /** The id of the card's h2, which names it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A card of the certificate: a titled section holding a description list or a sentence. */
export function CertificateCard({ id, title, children }: CertificateCardProps) {
  return (
    <section aria-labelledby={id} className="card h-100">
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
