import { describe, expect, it } from 'vitest';
import { emptyProjectForm, type ProjectFormValues } from './project-form-values';
import { draftProblems, stepProblems } from './project-problems';
import { toSaveRequest } from './to-project-fields';

const filled = (): ProjectFormValues => ({
  ...emptyProjectForm(),
  name: 'Manglares de Tumaco',
  standardId: '2',
  methodologyId: '21',
  sector: 'afolu',
  type: 'removal',
  descriptionEs: 'Manglares.',
  descriptionEn: 'Mangroves.',
  sdgs: ['15', '13'],
  countryId: '57',
  regionId: '5',
  cityId: '501',
  latitude: '1,8',
  longitude: '-78.8',
  parties: {
    developer: { id: 10, name: 'Dev' },
    owner: { id: 30, name: 'Owner' },
    certifier: { id: 40, name: 'Certifier' },
    ovv: { id: 50, name: 'Ovv' },
  },
  creditingStart: '2026-01-01',
  creditingEnd: '2035-12-31',
  estimatedAnnualReductions: '12000',
  documents: [
    { key: 'doc-1', id: 1, fileName: 'pdd.pdf', documentType: 'pdd', period: '', isPublic: true },
  ],
});

describe('the project form against the contract', () => {
  it('lets a draft hold only its name, and refuses what is there but wrong', () => {
    expect(draftProblems({ ...emptyProjectForm(), name: 'Manglares' })).toEqual([]);
    expect(draftProblems({ ...emptyProjectForm(), name: 'ab', latitude: '91' })).toEqual([
      { field: 'name', kind: 'nameLength' },
      { field: 'latitude', kind: 'invalid' },
    ]);
    expect(draftProblems(emptyProjectForm())).toEqual([{ field: 'name', kind: 'nameLength' }]);
  });

  it('finds nothing to fix in a complete project, and sends its fields as numbers', () => {
    const values = filled();
    expect(Object.values(stepProblems(values)).flat()).toEqual([]);
    expect(toSaveRequest(values, 7)).toMatchObject({
      projectId: 7,
      standardId: 2,
      sdgs: [13, 15],
      latitude: 1.8,
      ownerCompanyId: 30,
      estimatedAnnualReductions: 12000,
      documents: [{ id: 1, documentType: 'pdd', period: null, isPublic: true }],
    });
  });

  it('puts each missing field and each submission rule on its step', () => {
    const problems = stepProblems({
      ...filled(),
      descriptionEn: ' ',
      parties: { ...filled().parties, ovv: null },
      creditingEnd: '2025-12-31',
      isArticle6Authorized: true,
      documents: [],
    });
    expect(problems.general).toEqual([{ field: 'descriptionEn', kind: 'required' }]);
    expect(problems.location).toEqual([]);
    expect(problems.parties).toEqual([{ field: 'parties.ovv', kind: 'required' }]);
    expect(problems.crediting).toEqual([
      { field: 'creditingEnd', kind: 'submission', codeMessage: 'ERROR_CREDITING_PERIOD' },
    ]);
    expect(problems.documents.map((problem) => problem.codeMessage)).toEqual([
      'ERROR_PDD_REQUIRED',
      'ERROR_LOA_REQUIRED',
    ]);
  });
});
