import { describe, expect, it } from 'vitest';
import { answeredQuestions, countAnswered, isDraftComplete, toSurveyDraft } from './survey-answers';

const questions = [
  { id: 1, description: 'First?' },
  { id: 2, description: 'Second?' },
];

describe('the survey', () => {
  it('is complete when every question has yes or no, whatever the texts', () => {
    expect(isDraftComplete(questions, {})).toBe(false);
    expect(
      isDraftComplete(questions, {
        '1': { selection: true, response: '' },
        '2': { selection: null, response: 'A text but no answer' },
      }),
    ).toBe(false);
    expect(
      isDraftComplete(questions, {
        '1': { selection: true, response: '' },
        '2': { selection: false, response: '' },
      }),
    ).toBe(true);
  });

  it('is complete when it has no questions', () => {
    expect(isDraftComplete([], {})).toBe(true);
  });

  it('sends only the answered questions, and counts them', () => {
    const draft = {
      ...toSurveyDraft([{ id: 1, selection: false, response: 'No PEP.' }]),
      '2': { selection: null, response: 'later' },
    };
    expect(answeredQuestions(draft)).toEqual([{ id: 1, selection: false, response: 'No PEP.' }]);
    expect(countAnswered(questions, draft)).toBe(1);
  });
});
