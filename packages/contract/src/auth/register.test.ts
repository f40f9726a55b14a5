import { describe, expect, it } from 'vitest';
import {
  formatDocumentNumber,
  formatPhone,
  matchesPhoneFormat,
  normalizeDocumentNumber,
  RegisterRequestSchema,
} from './register';

describe('document number', () => {
  it('keeps only letters and digits, at most 20', () => {
    expect(normalizeDocumentNumber(' 900.123-456 k ')).toBe('900123456k');
    expect(normalizeDocumentNumber('1'.repeat(25))).toHaveLength(20);
  });

  it("groups on the country's pattern, then in threes past its end", () => {
    expect(formatDocumentNumber('900123456', '###.###.###.###')).toBe('900.123.456');
    expect(formatDocumentNumber('9001', '###.###.###.###')).toBe('900.1');
    expect(formatDocumentNumber('900', '###.###.###.###')).toBe('900');
    expect(formatDocumentNumber('12345678901234', '###.###.###')).toBe('123.456.789.012.34');
    expect(formatDocumentNumber('', '###.###')).toBe('');
  });
});

describe('phone format', () => {
  it('accepts the digits of the format with or without its separators', () => {
    expect(matchesPhoneFormat('310 555 0199', '### ### ####')).toBe(true);
    expect(matchesPhoneFormat('3105550199', '### ### ####')).toBe(true);
    expect(matchesPhoneFormat('(212) 555-0199', '(###) ###-####')).toBe(true);
  });

  it('refuses too few or too many digits, and letters', () => {
    expect(matchesPhoneFormat('310 555 019', '### ### ####')).toBe(false);
    expect(matchesPhoneFormat('310 555 01999', '### ### ####')).toBe(false);
    expect(matchesPhoneFormat('310 555 01a9', '### ### ####')).toBe(false);
  });

  it('lays typed digits on the format', () => {
    expect(formatPhone('3105550199', '### ### ####')).toBe('310 555 0199');
    expect(formatPhone('21255', '(###) ###-####')).toBe('(212) 55');
    expect(formatPhone('31a0', '### ### ####')).toBe('310');
  });
});

describe('RegisterRequestSchema', () => {
  const valid = {
    address: 'Calle 1',
    city: 1,
    region: 1,
    country: 1,
    documentNumber: '900.123.456',
    contactName: 'Ana',
    email: ' Ana@Example.COM ',
    form: true,
    isAuthorized: true,
    name: 'Empresa',
    phone: '310 555 0199',
    phoneCode: '+57',
    typeAccount: 'owner',
    typeDocument: 2,
    standardId: 1,
  };

  it('drops the dots of the number, lower-cases the e-mail and defaults the digit', () => {
    const parsed = RegisterRequestSchema.parse(valid);
    expect(parsed).toMatchObject({
      documentNumber: '900123456',
      email: 'ana@example.com',
      verificationDigit: '',
      recaptchaValue: '',
    });
  });

  it.each([
    ['phoneCode', '+1234'],
    ['phoneCode', '57'],
    ['documentNumber', '900-123'],
    ['documentNumber', '1'.repeat(21)],
    ['verificationDigit', '123456'],
    ['typeAccount', 'broker'],
    ['name', '  '],
  ])('refuses %s %j', (field, value) => {
    const result = RegisterRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
