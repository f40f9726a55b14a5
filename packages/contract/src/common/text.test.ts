import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from '../auth/login';
import { RegisterRequestSchema } from '../auth/register';
import { UpdateDueDiligenceRequestSchema } from '../company/update-due-diligence';
import { IdParamSchema, IdSchema, INT4_MAX } from './ids';
import {
  hasUnusableCharacter,
  removeUnusableCharacters,
  text,
  UNUSABLE_CHARACTER_REASON,
} from './text';

describe('text', () => {
  it('takes any text a person can type, accents, emoji, tabs and line breaks included', () => {
    const schema = text(100);
    for (const value of ['Calle 80 # 1-2', 'São Paulo – Açaí 🌱', 'línea uno\r\nlínea\tdos', '']) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085'],
    ['a lone surrogate half', 'x\ud800'],
    ['a noncharacter', 'x\uffff'],
  ])('refuses %s, with the reason the API translates', (_, value) => {
    const result = text(100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { reason: UNUSABLE_CHARACTER_REASON },
    });
  });

  it('keeps its length limit', () => {
    expect(text(3).safeParse('abcd').success).toBe(false);
  });

  it('removes what it refuses, for the sanitizing fields', () => {
    expect(removeUnusableCharacters('a\u0000b\u0007c\ud800')).toBe('abc');
    expect(hasUnusableCharacter(removeUnusableCharacters('\u0000\u0085'))).toBe(false);
  });

  it('guards the text fields of the requests (a NUL at login or registration is a 400)', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a\u0000b', password: 'x' }).success).toBe(false);
    const field = RegisterRequestSchema.safeParse({ contactName: 'Ana\u0000' }).error?.issues.find(
      (issue) => issue.path[0] === 'contactName',
    );
    expect(field?.code).toBe('custom');
  });
});

describe('ids', () => {
  it('stop at what a PostgreSQL integer holds', () => {
    expect(IdSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(IdSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(IdSchema.safeParse(0).success).toBe(false);
    expect(IdSchema.safeParse(1.5).success).toBe(false);
    expect(IdParamSchema.safeParse('2147483648').success).toBe(false);
    expect(IdParamSchema.safeParse('99999999999999999999').success).toBe(false);
    expect(IdParamSchema.parse('42')).toBe(42);
  });

  it('bound the ids inside saves', () => {
    const person = { name: 'Ana', countryId: 2 ** 31, typeDocumentId: 1, documentNumber: '1' };
    const result = UpdateDueDiligenceRequestSchema.safeParse({
      originIncome: true,
      taxIdNumber: '1',
      ceo: [person],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('ceo.0.countryId');
  });
});
