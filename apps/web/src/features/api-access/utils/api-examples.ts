import { API_KEY_HEADER } from '@registry/contract/api-keys/api-keys-api';

/** What a script's example calls: the registry's address and the platform header. */
export interface ExampleTarget {
  origin: string;
  platform: string;
  /** The key when it was just created; a placeholder otherwise. */
  apiKey: string;
}

/** Stands for the key in the examples until one is created. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

const headersOf = ({ platform, apiKey }: ExampleTarget, isWrite: boolean) =>
  [
    `    platform: '${platform}',`,
    `    '${API_KEY_HEADER}': '${apiKey}',`,
    ...(isWrite
      ? [`    'Content-Type': 'application/json',`, `    'Idempotency-Key': crypto.randomUUID(),`]
      : []),
  ].join('\n');

/**
 * The page's examples, in JavaScript a browser console or Node 18+ runs as
 * they are: list the company's positions (scope read), then retire 1 t of the
 * first one (scope retire), with a fresh Idempotency-Key so a retry of the same
 * call never retires twice.
 */
export function apiExamples(target: ExampleTarget): { positions: string; retire: string } {
  const base = `${target.origin}/api/platform/projectCompanyTransfer`;
  const positions = [
    `const { positions } = await fetch('${base}/positions', {`,
    `  headers: {`,
    headersOf(target, false),
    `  },`,
    `}).then((response) => response.json());`,
    `console.table(positions);`,
  ].join('\n');
  const retire = [
    `const retirement = await fetch('${base}/retire', {`,
    `  method: 'POST',`,
    `  headers: {`,
    headersOf(target, true),
    `  },`,
    `  body: JSON.stringify({`,
    `    serialId: positions[0].serialId,`,
    `    quantity: 1,`,
    `    isKg: false,`,
    `    beneficiary: { name: 'Café Andino', countryId: 1, documentTypeId: 1, documentNumber: '9001', lei: '' },`,
    `    purpose: 'voluntary',`,
    `    usingEntity: 'Café Andino',`,
    `    isPublic: true,`,
    `    publicNote: '',`,
    `    observation: '',`,
    `    carbonTax: null,`,
    `  }),`,
    `}).then((response) => response.json());`,
    `console.log(retirement.emitCertificationId);`,
  ].join('\n');
  return { positions, retire };
}
