import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  PROJECT_STEPS,
  submissionProblems,
  type ProjectStepId,
} from '@registry/contract/projects/project-fields';
import { SaveProjectRequestSchema } from '@registry/contract/projects/project-api';
import type { ProjectFormValues } from './project-form-values';
import { toDocumentInputs, toProjectFields } from './to-project-fields';

/** What is wrong with a field: left empty, not valid, or a rule of the submission. */
export type ProblemKind = 'required' | 'invalid' | 'nameLength' | 'submission';

export interface FieldProblem {
  /** The form's field (a party's is `parties.{kind}`). */
  field: string;
  kind: ProblemKind;
  /** The submission rule's code (ERROR_PDD_REQUIRED ...), for 'submission'. */
  codeMessage?: string;
}

const PARTY_FIELDS: Record<string, string> = {
  developerCompanyId: 'parties.developer',
  ownerCompanyId: 'parties.owner',
  certifierCompanyId: 'parties.certifier',
  ovvCompanyId: 'parties.ovv',
};

/** The form's name of a contract field. */
export const formFieldOf = (field: string) => PARTY_FIELDS[field] ?? field;

function problemsOf(issues: readonly z.core.$ZodIssue[], data: Record<string, unknown>) {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (problems.some((problem) => problem.field === formFieldOf(field))) continue;
    const isMissing = data[field] === undefined;
    const kind: ProblemKind = isMissing ? 'required' : field === 'name' ? 'nameLength' : 'invalid';
    problems.push({ field: formFieldOf(field), kind });
  }
  return problems;
}

const DraftSchema = SaveProjectRequestSchema.omit({ documents: true, reason: true });

/** A draft: only the name is needed, and what is there must be valid. */
export function draftProblems(values: ProjectFormValues): FieldProblem[] {
  const fields = toProjectFields(values);
  const data = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const parsed = DraftSchema.safeParse(data);
  return parsed.success ? [] : problemsOf(parsed.error.issues, data);
}

/** The resolver of the form: the contract's draft rules, with the problems as field errors. */
export const draftResolver: Resolver<ProjectFormValues> = (values) => {
  const problems = draftProblems(values);
  if (problems.length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const problem of problems) {
    errors[problem.field] = { type: problem.kind, message: problem.kind };
  }
  return { values: {}, errors: errors as FieldErrors<ProjectFormValues> };
};

export type StepProblems = Record<ProjectStepId, FieldProblem[]>;

/** Every step's missing and invalid fields, and the submission's own rules, by step. */
export function stepProblems(values: ProjectFormValues): StepProblems {
  const fields = toProjectFields(values) as Record<string, unknown>;
  const documents = toDocumentInputs(values);
  const result = {} as StepProblems;
  for (const step of PROJECT_STEPS) {
    const data =
      step.id === 'documents'
        ? { documents }
        : Object.fromEntries(Object.keys(step.schema.shape).map((key) => [key, fields[key]]));
    const parsed = step.schema.safeParse(data);
    result[step.id] = parsed.success ? [] : problemsOf(parsed.error.issues, data);
  }
  const submission = submissionProblems(
    {
      creditingStart: values.creditingStart,
      creditingEnd: values.creditingEnd,
      isArticle6Authorized: values.isArticle6Authorized,
    },
    documents,
  );
  for (const problem of submission) {
    if (problem.field === 'creditingEnd' && (!values.creditingStart || !values.creditingEnd)) {
      continue;
    }
    const step: ProjectStepId = problem.field === 'creditingEnd' ? 'crediting' : 'documents';
    result[step].push({
      field: problem.field,
      kind: 'submission',
      codeMessage: problem.codeMessage,
    });
  }
  return result;
}

export const hasProblems = (problems: StepProblems) =>
  Object.values(problems).some((list) => list.length > 0);
