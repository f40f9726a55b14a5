import { useTranslation } from 'react-i18next';
import type { ProjectEvent } from '@registry/contract/projects/project-api';
import type { PublicProjectEvent } from '@registry/contract/projects/public-projects';

/**
 * The project's state timeline: each move, from which state to which, when,
 * by whom, why (the public one, or a party's: from the draft's creation, with
 * every reason, the certifier's requests for corrections too).
 */
export function ProjectTimeline({
  events,
}: {
  events: readonly (PublicProjectEvent | ProjectEvent)[];
}) {
  const { t, i18n } = useTranslation('publicProjects');
  if (events.length === 0) return <p className="text-body-secondary">{t('project.noEvents')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ol className="list-unstyled border-start ps-3">
      {events.map((event) => (
        <li key={event.id} className="mb-3">
          <p className="fw-semibold mb-0">
            {t(`actions.${event.action}`)}:{' '}
            {event.fromState
              ? t('project.move', {
                  from: t(`states.${event.fromState}`),
                  to: t(`states.${event.toState}`),
                })
              : t(`states.${event.toState}`)}
          </p>
          <p className="small text-body-secondary mb-0">
            <time dateTime={event.at}>{date.format(new Date(event.at))}</time>
            {event.companyName && ` · ${event.companyName}`}
          </p>
          {event.reason && <p className="mb-0">{t('project.reason', { reason: event.reason })}</p>}
        </li>
      ))}
    </ol>
  );
}
