import type { ProjectTransitionRequest } from '@registry/contract/projects/project-api';
import type {
  CorrespondingAdjustment,
  ProjectSector,
  ProjectType,
} from '@registry/contract/projects/project-enums';

/*
 * The shape of a demo project and the moves it goes through (demo-project-data.ts
 * lists the projects, demo-projects.ts makes them through the actions).
 */

/** Who makes a demo move: a demo login (its first company), or the registry itself. */
export type DemoActor = 'developer' | 'owner' | 'generalaccount' | 'certifier' | 'system';

/** One move of a demo project, `day` days after its creation. */
export interface DemoTransition {
  day: number;
  by: DemoActor;
  request: ProjectTransitionRequest;
  /** openPublicComment: the end date, this many days after the move. */
  commentDays?: number;
}

/** A save of a project sent back for corrections: fields changed, with the reason (correction history). */
export interface DemoCorrection {
  day: number;
  by: 'developer';
  correction: {
    reason: string;
    changes: { estimatedAnnualReductions?: number; areaHectares?: number };
  };
}

export type DemoMove = DemoTransition | DemoCorrection;

export interface DemoProject {
  name: string;
  /** The login whose company creates it (developer or owner of the project). */
  createdBy: 'developer' | 'owner' | 'generalaccount';
  /** Days before today the project was created. */
  createdDaysAgo: number;
  standardCode: string;
  methodologyCode: string;
  countryCode: string;
  regionCode: string;
  latitude: number;
  longitude: number;
  areaHectares: number | null;
  sector: ProjectSector;
  type: ProjectType;
  sdgs: number[];
  descriptions: { es: string; en: string; pt: string };
  creditingStart: string;
  creditingEnd: string;
  estimatedAnnualReductions: number;
  labels?: {
    isCcpApproved?: boolean;
    isCorsiaEligible?: boolean;
    isArticle6Authorized?: boolean;
    correspondingAdjustment?: CorrespondingAdjustment;
  };
  moves: DemoMove[];
}

export const submit = (day: number, by: DemoActor = 'developer'): DemoMove => ({
  day,
  by,
  request: { action: 'submit' },
});
export const openComment = (day: number, commentDays = 30): DemoMove => ({
  day,
  by: 'certifier',
  request: { action: 'openPublicComment' },
  commentDays,
});
export const closeComment = (day: number): DemoMove => ({
  day,
  by: 'system',
  request: { action: 'closePublicComment' },
});
export const register = (day: number): DemoMove => ({
  day,
  by: 'certifier',
  request: { action: 'register' },
});
export const monitoring = (day: number, period: number): DemoMove => ({
  day,
  by: 'developer',
  request: { action: 'submitMonitoring', period },
});
export const certify = (day: number, period: number): DemoMove => ({
  day,
  by: 'certifier',
  request: { action: 'certifyPeriod', period },
});
/** Submitted, 30 days of public comment, validated and registered by day 60. */
export const toRegistered = (by: DemoActor = 'developer'): DemoMove[] => [
  submit(0, by),
  openComment(5),
  closeComment(36),
  register(60),
];
