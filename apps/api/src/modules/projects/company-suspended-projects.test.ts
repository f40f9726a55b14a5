import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import { codeOf } from '../../../test/kit/call';
import { companyIdOf, completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * DESIGN.md 4.1: a suspended company can log in and read, but it cannot
 * submit a project (issue 20; its credit movements are the ledger's test,
 * company-suspended.test.ts). The certifier's reinstatement lets it again.
 */
let t: TestApp;
let developer: Session;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  developer = await logIn(t, 'developer@demo.example');
  companyId = await companyIdOf(t, 'developer@demo.example');
});
afterAll(async () => {
  await t.close();
});

const setState = (state: 'suspended' | 'approved') =>
  t.database.db.update(companies).set({ state }).where(eq(companies.id, companyId));

describe('a suspended company', () => {
  it('cannot submit its project, which stays a draft; once reinstated it can', async () => {
    const projectId = await completeDraft(t, developer.token, 'Suspendida no envía');
    await setState('suspended');
    try {
      const refused = await moveProject(t, developer.token, projectId, { action: 'submit' });
      expect(refused.status).toBe(403);
      expect(codeOf(refused)).toBe('ERROR_COMPANY_SUSPENDED_SUBMISSION');
      expect(refused.body.codeMessages[0]?.message).toMatch(
        /^The company .+ is suspended: it cannot submit projects/,
      );
      const [row] = await t.database.db
        .select({ state: projects.state, code: projects.code })
        .from(projects)
        .where(eq(projects.id, projectId));
      expect(row).toEqual({ state: 'draft', code: null });
    } finally {
      await setState('approved');
    }
    const moved = await moveProject(t, developer.token, projectId, { action: 'submit' });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe('submitted');
  });
});
