import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/test-i18n';

describe('one full stop after a name that ends in one', () => {
  it.each([
    ['es', 'Se transfirieron 40 t a Bosques del Pacífico S.A.S.'],
    ['pt', '40 t foram transferidos para Bosques del Pacífico S.A.S.'],
    ['en', '40 t were transferred to Bosques del Pacífico S.A.S.'],
  ] as const)('in the transfer toast (%s)', (language, text) => {
    const { i18n } = createTestI18n(language);
    expect(
      i18n.t('transfers:done', { quantity: '40 t', company: 'Bosques del Pacífico S.A.S.' }),
    ).toBe(text);
  });

  it('keeps an ellipsis and a name without a final stop', () => {
    const { i18n } = createTestI18n('en');
    expect(i18n.t('transfers:done', { quantity: '1 t', company: 'Acme Ltd' })).toBe(
      '1 t were transferred to Acme Ltd.',
    );
    expect(i18n.t('projects:form.saving')).toBe('Saving…');
  });
});
