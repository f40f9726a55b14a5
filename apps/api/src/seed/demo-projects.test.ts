import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEvents, projects } from '../db/schema/projects';
import { countries, standards } from '../db/schema/reference';
import { call } from '../../test/kit/call';
import { myProjects } from '../../test/kit/projects';
import { logIn } from '../../test/kit/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addDays, todayOf } from '../modules/projects/project-state-machine';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const allProjects = () =>
  t.database.db
    .select({ project: projects, standard: standards.code, country: countries.code })
    .from(projects)
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    // The converted project (demo-conversion.ts) is a draft of its own.
    .where(eq(projects.isConversion, false));

describe('the demo projects', () => {
  it('cover every state a screen shows, with several standards, countries and sectors', async () => {
    const rows = await allProjects();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const states = rows.map(({ project }) => project.state);
    for (const state of [
      'draft',
      'submitted',
      'publicComment',
      'validation',
      'registered',
      'verification',
      'suspended',
      'rejected',
      'cancelled',
    ] as const) {
      expect(states, state).toContain(state);
    }
    expect(states.filter((state) => state === 'certified')).toHaveLength(3);
    expect(new Set(rows.map((row) => row.standard)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map(({ project }) => project.sector)).size).toBeGreaterThanOrEqual(5);
  });

  it('puts each on the map and gives each submitted one its own code', async () => {
    const rows = await allProjects();
    for (const { project } of rows) {
      expect(project.latitude, project.name).not.toBeNull();
      expect(project.longitude, project.name).not.toBeNull();
    }
    const codes = rows.flatMap(({ project }) => (project.code ? [project.code] : []));
    expect(codes.length).toBe(rows.length - 1);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps public comment open at least 30 more days, and a corrected draft its code', async () => {
    const rows = await allProjects();
    const open = rows.filter(({ project }) => project.state === 'publicComment');
    expect(open.length).toBeGreaterThanOrEqual(1);
    const earliest = addDays(todayOf(new Date()), 30);
    for (const { project } of open) {
      expect((project.publicCommentEndsOn ?? '') >= earliest, project.name).toBe(true);
    }
    const corrected = rows.find(
      ({ project }) => project.state === 'draft' && project.code !== null,
    );
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, corrected?.project.id ?? 0));
    expect(events.map((event) => event.action)).toEqual(['create', 'submit', 'requestCorrections']);
  });

  it('has a public project corrected after its submission, its correction history public', async () => {
    const rows = await allProjects();
    const windFarm = rows.find(({ project }) => project.name === 'Parque Eólico Alta Guajira');
    expect(windFarm?.project.state).toBe('submitted');
    const { body } = await call<{ corrections: { field: string; reason: string }[] }>(
      t,
      'GET',
      `/api/public/projects/${windFarm?.project.id ?? 0}/corrections`,
    );
    expect(body.corrections).toEqual([
      expect.objectContaining({
        field: 'estimatedAnnualReductions',
        reason: expect.stringContaining('Factor de planta') as string,
      }),
    ]);
  });

  it('shows the certifier its assigned projects and the developer its own, with the next moves', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    const assigned = (await myProjects(t, certifier.token)).body.projects ?? [];
    expect(assigned.length).toBeGreaterThanOrEqual(10);
    expect(assigned.some((row) => row.actions.includes('openPublicComment'))).toBe(true);
    const developer = await logIn(t, 'developer@demo.example');
    const own = (await myProjects(t, developer.token, '?state=draft')).body.projects ?? [];
    expect(own.every((row) => row.canEdit && row.actions.includes('submit'))).toBe(true);
  });
});
