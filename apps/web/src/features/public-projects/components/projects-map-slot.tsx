import { useTranslation } from 'react-i18next';
import type { ProjectMapPoint } from '@registry/contract/projects/public-projects';
import { ProjectsMap } from '../../../components/map';

export interface ProjectsMapSlotProps {
  points: readonly ProjectMapPoint[];
  onSelect: (projectId: number) => void;
}

/** The list's map view: the filter's located projects as clustered markers. Loaded lazily. */
export default function ProjectsMapSlot({ points, onSelect }: ProjectsMapSlotProps) {
  const { t } = useTranslation('publicProjects');
  if (points.length === 0) return <p className="text-body-secondary">{t('map.noPoints')}</p>;
  return (
    <ProjectsMap
      points={points}
      onSelect={onSelect}
      formatState={(state) => t(`states.${state}`, { defaultValue: state })}
    />
  );
}
