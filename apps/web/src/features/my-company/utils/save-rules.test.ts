import { describe, expect, it } from 'vitest';
import { TYPES, SURVEYS, storedDocument } from '../test/my-company-handlers';
import { billingFormSchema } from './billing-form';
import { typesOfTab } from './documents-by-type';
import { dueDiligenceFormSchema } from './due-diligence-form';
import { GeneralFormSchema } from './general-form';
import { listMissingItems } from './missing-items';

const upload = (name: string) => ({
  route: `companies/10/document/${name}`,
  time: '1767225600000',
  name,
  md5: '0cc175b9c0f1b6a831c399e269772661',
});

describe('the save rules of spec section 5', () => {
  it('general: address, contact name and phone, blanks counting as empty', () => {
    expect(
      listMissingItems(GeneralFormSchema, { address: ' ', contactName: 'Ana', phone: '' }),
    ).toEqual([
      { field: 'address', messageKey: 'missing.address' },
      { field: 'phone', messageKey: 'missing.phone' },
    ]);
  });

  it('billing: names each required billing type without a stored or uploaded file', () => {
    const schema = billingFormSchema(typesOfTab(TYPES, 1), [storedDocument(1, 1, 'rut.pdf')]);
    const base = { billingContactName: 'Luis', billingEmail: 'a@b.co', specialConsiderations: '' };
    expect(listMissingItems(schema, { ...base, files: {} })).toEqual([
      {
        field: 'files.2',
        messageKey: 'missing.document',
        values: { document: 'Bank account certificate' },
      },
    ]);
    expect(listMissingItems(schema, { ...base, files: { '2': [upload('bank.pdf')] } })).toEqual([]);
  });

  it('billing: an empty e-mail is missing, a malformed one is invalid', () => {
    const schema = billingFormSchema([], []);
    const texts = { billingContactName: 'Luis', specialConsiderations: '', files: {} };
    expect(
      listMissingItems(schema, { ...texts, billingEmail: '' }).map((i) => i.messageKey),
    ).toEqual(['missing.billingEmail']);
    expect(
      listMissingItems(schema, { ...texts, billingEmail: 'billing@' }).map((i) => i.messageKey),
    ).toEqual(['missing.billingEmailInvalid']);
  });

  it('due diligence: the survey counts only when it has questions', () => {
    const values = {
      taxIdNumber: '900',
      files: { '4': [upload('a.pdf')], '5': [upload('b.pdf')] },
      originIncome: true,
      ceos: [{}],
      shareholders: [{}],
      answers: {},
    };
    expect(listMissingItems(dueDiligenceFormSchema(typesOfTab(TYPES, 0), [], []), values)).toEqual(
      [],
    );
    expect(
      listMissingItems(dueDiligenceFormSchema(typesOfTab(TYPES, 0), [], SURVEYS), values).map(
        (item) => item.field,
      ),
    ).toEqual(['answers']);
  });
});
