import { usePermitsCatchUp } from '../hooks/use-permits-catch-up';

/** Renders nothing: a session without permits takes them once approved (usePermitsCatchUp). */
export function PermitsCatchUp() {
  usePermitsCatchUp();
  return null;
}
