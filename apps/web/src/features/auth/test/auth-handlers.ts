import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { Country } from '@registry/contract/platform/list-countries';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import { apiUrl } from '../../../test/msw-server';

/*
 * MSW answers of the calls the auth screens make, typed from the contract:
 * reference lists (two countries), a captcha the server does not ask for, and
 * an RSA key pair so tests can read the password the browser encrypted.
 */

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the API would decrypt from the login's password field. */
export function decryptPassword(ciphertext: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ciphertext, 'base64'),
  ).toString('utf8');
}

export const COUNTRIES: Country[] = [
  {
    id: 1,
    code: 'CO',
    name: 'Colombia',
    formatDocumentNumber: '###.###.###.###',
    formatCellPhone: '### ### ####',
    phoneCode: '+57',
  },
  {
    id: 2,
    code: 'BR',
    name: 'Brazil',
    formatDocumentNumber: '###.###.###.###.###',
    formatCellPhone: '## ##### ####',
    phoneCode: '+55',
  },
];

export const TYPE_DOCUMENTS: Record<number, TypeDocument[]> = {
  1: [
    { id: 2, code: 'NIT', description: 'NIT', isVerificationDigit: true, countryId: 1 },
    {
      id: 3,
      code: 'CC',
      description: 'Citizenship card',
      isVerificationDigit: false,
      countryId: 1,
    },
    {
      id: 1,
      code: 'PASSPORT',
      description: 'Passport',
      isVerificationDigit: false,
      countryId: null,
    },
  ],
  2: [
    { id: 5, code: 'CNPJ', description: 'CNPJ', isVerificationDigit: false, countryId: 2 },
    {
      id: 1,
      code: 'PASSPORT',
      description: 'Passport',
      isVerificationDigit: false,
      countryId: null,
    },
  ],
};

const REGIONS: Record<number, { id: number; name: string; code: string }[]> = {
  1: [
    { id: 11, name: 'Antioquia', code: 'CO-ANT' },
    { id: 12, name: 'Bogotá D.C.', code: 'CO-DC' },
  ],
  2: [{ id: 21, name: 'São Paulo', code: 'BR-SP' }],
};

const CITIES: Record<number, { id: number; name: string }[]> = {
  11: [
    { id: 111, name: 'Medellín' },
    { id: 112, name: 'Envigado' },
  ],
  12: [{ id: 121, name: 'Bogotá' }],
  21: [{ id: 211, name: 'São Paulo' }],
};

const ok = <T extends object>(data: T) =>
  HttpResponse.json({ status: 1, codeMessages: [], ...data });

export const authHandlers = [
  http.get(apiUrl('/captcha/challenge'), () => ok({ provider: 'none', challenge: null })),
  http.get(apiUrl('/user/public-key'), () => ok({ publicKey })),
  http.get(apiUrl('/typeAccount/actives'), () =>
    ok({
      typesAccounts: [
        { id: 1, code: 'owner', description: 'Owner', alternativeText: 'Owns projects' },
        { id: 3, code: 'developer', description: 'Developer', alternativeText: 'Develops' },
      ],
    }),
  ),
  http.get(apiUrl('/platform/standard/actives'), () =>
    ok({
      standards: [
        { id: 1, description: 'Cercarbono', standardUrl: 'https://x', otherDescription: 'One' },
        { id: 2, description: 'Verra', standardUrl: 'https://y', otherDescription: 'Two' },
      ],
    }),
  ),
  http.get(apiUrl('/platform/country'), () => ok({ countries: COUNTRIES })),
  http.get(apiUrl('/platform/country/:countryId/regions'), ({ params }) =>
    ok({ regions: REGIONS[Number(params.countryId)] ?? [] }),
  ),
  http.get(apiUrl('/platform/country/:countryId/regions/:regionId/cities'), ({ params }) =>
    ok({ cities: CITIES[Number(params.regionId)] ?? [] }),
  ),
  http.get(apiUrl('/platform/typeDocument/:countryId/actives'), ({ params }) =>
    ok({ typesDocuments: TYPE_DOCUMENTS[Number(params.countryId)] ?? [] }),
  ),
  http.get(apiUrl('/platform/termCondition/'), () =>
    ok({
      termsConditions: [
        {
          name: 'Terms and conditions',
          kind: 'terms',
          version: 1,
          terms:
            '<h2>Use of the registry</h2><p onclick="alert(1)">Be <strong>fair</strong>.</p><script>window.hacked = true</script><p><a href="javascript:alert(1)">bad link</a> <a href="https://example.org/t">good link</a></p>',
        },
        {
          name: 'Personal-data policy',
          kind: 'habeas',
          version: 1,
          terms: '<p>We keep your data safe.</p><img src="x" onerror="window.hacked = true">',
        },
        {
          name: 'Newsletter terms',
          kind: 'newsletter',
          version: 1,
          terms: '<h2>Newsletter terms</h2><p>At most one message a month.</p>',
        },
      ],
    }),
  ),
  http.post(apiUrl('/user/logout'), () => ok({})),
];
