import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface MessagePageProps {
  title: string;
  children: ReactNode;
  testId: string;
}

/** A page that only says something: its title, a text and the way home. */
export function MessagePage({ title, children, testId }: MessagePageProps) {
  const { t } = useTranslation('common');
  return (
    <section className="py-5 text-center mx-auto narrow-page" data-testid={testId}>
      <h1 className="mb-3">{title}</h1>
      <div className="lead mb-4">{children}</div>
      <Link to="/" className="btn btn-success">
        {t('actions.backHome')}
      </Link>
    </section>
  );
}
