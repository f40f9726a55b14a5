import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/language';
import { findGlossaryVariants, findTuForms } from '../glossary/voice';
import {
  chiaPuzzleHash,
  checkMarketAccountId,
  hederaAddressChecksum,
  toChecksumAddress,
  type MarketAccountIdReason,
} from './market-account-id';
import { isMarketId, MARKET_IDS, MarketIdSchema, MARKETS, type MarketId } from './markets';

function expectRefused(market: MarketId, value: string, reason: MarketAccountIdReason): void {
  expect(checkMarketAccountId(market, value)).toEqual({ ok: false, reason });
}

function expectAccepted(market: MarketId, value: string, normalized = value): void {
  expect(checkMarketAccountId(market, value)).toEqual({ ok: true, normalized });
}

describe('MARKETS', () => {
  it('lists the seven markets under their route ids', () => {
    expect(MARKET_IDS).toEqual(['cbl', 'rcc', 'polygon', 'chia', 'bnz', 'tolam', 'tanager']);
    expect(Object.keys(MARKETS).sort()).toEqual([...MARKET_IDS].sort());
    for (const id of MARKET_IDS) expect(MARKETS[id].id).toBe(id);
  });

  it.each(MARKET_IDS)('%s: its example account id passes its own check unchanged', (id) => {
    expectAccepted(id, MARKETS[id].exampleAccountId);
  });

  it.each(MARKET_IDS)('%s: one sentence per language, in the registry voice', (id) => {
    for (const lng of LANGUAGES) {
      const text = MARKETS[id].description[lng];
      expect(text.length).toBeGreaterThan(20);
      expect(text.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(text.endsWith('.')).toBe(true);
      expect(findTuForms(lng, text)).toEqual([]);
      expect(findGlossaryVariants(lng, text)).toEqual([]);
    }
  });

  it('names a published source or says the format is the registry choice', () => {
    for (const id of MARKET_IDS) {
      const source = MARKETS[id].formatSource;
      if (source.kind === 'published') expect(source.url).toMatch(/^https:\/\//);
      else expect(source.note).toMatch(/registry/);
    }
    expect(
      MARKET_IDS.filter((id) => MARKETS[id].formatSource.kind === 'registryChoice').sort(),
    ).toEqual(['bnz', 'rcc', 'tanager']);
  });

  it('knows its ids and nothing else', () => {
    expect(isMarketId('tolam')).toBe(true);
    expect(isMarketId('TOLAM')).toBe(false);
    expect(isMarketId('verra')).toBe(false);
    expect(isMarketId(undefined)).toBe(false);
    expect(MarketIdSchema.safeParse('chia').success).toBe(true);
    expect(MarketIdSchema.safeParse('__proto__').success).toBe(false);
  });
});

describe('checkMarketAccountId, every market', () => {
  it.each(MARKET_IDS)('%s: refuses nothing and whitespace as empty', (id) => {
    for (const value of ['', ' ', '\t\n', '\u00a0\u3000']) expectRefused(id, value, 'empty');
  });

  it.each(MARKET_IDS)('%s: trims the whitespace around the id', (id) => {
    const example = MARKETS[id].exampleAccountId;
    expectAccepted(id, ` \t${example}\r\n`, example);
  });

  it.each(MARKET_IDS)('%s: refuses a space inside the id', (id) => {
    const example = MARKETS[id].exampleAccountId;
    const withSpace = `${example.slice(0, 4)} ${example.slice(4)}`;
    expect(checkMarketAccountId(id, withSpace).ok).toBe(false);
  });

  it.each(MARKET_IDS)('%s: refuses very long input before parsing it', (id) => {
    expectRefused(id, MARKETS[id].exampleAccountId + '1'.repeat(200), 'length');
  });

  it('never throws, whatever it is given', () => {
    const odd = [
      '1',
      '.',
      '-',
      '0x',
      'xch1',
      '1xch',
      'txch',
      '0.0.',
      '0.0.1-',
      '\u0000',
      '😀'.repeat(10),
      'x'.repeat(5000),
      '9'.repeat(60),
      '0.0.' + '9'.repeat(100),
      '__proto__',
      'constructor',
    ];
    for (const id of MARKET_IDS) {
      for (const value of odd) expect(() => checkMarketAccountId(id, value)).not.toThrow();
    }
    const anyValue = (value: unknown) => value as string;
    expect(checkMarketAccountId('polygon', anyValue(undefined))).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(checkMarketAccountId('chia', anyValue(42))).toEqual({ ok: false, reason: 'empty' });
    expect(checkMarketAccountId('verra' as MarketId, '1234567')).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(checkMarketAccountId('__proto__' as MarketId, '1234567')).toEqual({
      ok: false,
      reason: 'format',
    });
  });
});

describe('cbl: the Xpansiv Connect account identifier', () => {
  it('takes the example of the Xpansiv Connect API, in either case, stored in uppercase', () => {
    expectAccepted('cbl', '098B0A25');
    expectAccepted('cbl', '098b0a25', '098B0A25');
    expectAccepted('cbl', '00000000');
  });

  it.each([
    ['seven digits', '098B0A2', 'length'],
    ['nine digits', '098B0A25F', 'length'],
    ['a letter beyond F', '098B0A2G', 'format'],
    ['a dash', '098B-0A25', 'format'],
    ['a 0x prefix', '0x098B0A25', 'format'],
  ] as const)('refuses %s', (_, value, reason) => {
    expectRefused('cbl', value, reason);
  });
});

describe.each(['rcc', 'bnz', 'tanager'] as const)(
  '%s: an account number of 6 to 10 digits',
  (id) => {
    it('takes 6 to 10 digits, leading zeros kept', () => {
      expectAccepted(id, '123456');
      expectAccepted(id, '1234567890');
      expectAccepted(id, '000123');
    });

    it.each([
      ['5 digits', '12345', 'length'],
      ['11 digits', '12345678901', 'length'],
      ['a letter', '1234567a', 'format'],
      ['a dash', '123-4567', 'format'],
      ['a sign', '+1234567', 'format'],
      ['a decimal point', '12345.67', 'format'],
      ['digits of another script', '١٢٣٤٥٦٧', 'format'],
      ['full-width digits', '１２３４５６７', 'format'],
    ] as const)('refuses %s', (_, value, reason) => {
      expectRefused(id, value, reason);
    });
  },
);

describe('polygon: an EVM address, EIP-55', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    // EIP-55's "all caps" cases: the checksum of these addresses happens to be all uppercase.
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  ])('takes the EIP-55 test vector %s as it is', (address) => {
    expect(toChecksumAddress(address.slice(2))).toBe(address);
    expectAccepted('polygon', address);
  });

  it('takes an all-lowercase address (no checksum) and stores it checksummed', () => {
    expectAccepted(
      'polygon',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expectAccepted('polygon', '0xde709f2102306220921060314715629080e2fb77');
    expectAccepted('polygon', '0x0000000000000000000000000000000000000000');
  });

  it.each([
    ['one letter in the wrong case', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['the first letter in the wrong case', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    [
      'an all-uppercase address that is not its checksum',
      '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359',
    ],
    ['a mistyped digit', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee'],
  ])('refuses %s as a wrong checksum', (_, address) => {
    expectRefused('polygon', address, 'checksum');
  });

  it.each([
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'prefix'],
    ['an uppercase 0X', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'prefix'],
    ['a Chia address', 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z', 'prefix'],
    ['39 digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'length'],
    ['41 digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0', 'length'],
    ['a 32-byte hash', '0x' + 'ab'.repeat(32), 'length'],
    ['0x alone', '0x', 'length'],
    ['a letter beyond f', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'format'],
    ['an ENS name', '0xvitalik.eth', 'format'],
  ] as const)('refuses %s', (_, address, reason) => {
    expectRefused('polygon', address, reason);
  });
});

describe('chia: a bech32m xch address', () => {
  // https://docs.chia.net/addresses: the example address and the mainnet burn address.
  const DOCS_ADDRESS = 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z';
  const BURN_ADDRESS = 'xch1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqm6ks6e8mvy';

  it('takes the addresses of the Chia documentation and decodes their puzzle hashes', () => {
    expectAccepted('chia', DOCS_ADDRESS);
    expectAccepted('chia', BURN_ADDRESS);
    expect(chiaPuzzleHash(DOCS_ADDRESS)).toBe(
      '0b8622123401acf18bda97dfaa9d2c5e81f2be8c737c283e18903b35d209553e',
    );
    expect(chiaPuzzleHash(BURN_ADDRESS)).toBe('0'.repeat(60) + 'dead');
  });

  it('takes an address written all in uppercase and stores it in lowercase', () => {
    expectAccepted('chia', DOCS_ADDRESS.toUpperCase(), DOCS_ADDRESS);
    expect(chiaPuzzleHash(` ${DOCS_ADDRESS.toUpperCase()} `)).toBe(chiaPuzzleHash(DOCS_ADDRESS));
  });

  it('refuses the testnet burn address of the Chia documentation as another network', () => {
    expectRefused(
      'chia',
      'txch1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqm6ksh7qddh',
      'network',
    );
  });

  it.each([
    ['the last character changed', DOCS_ADDRESS.slice(0, -1) + 'x'],
    ['one character in the middle changed', DOCS_ADDRESS.replace('jl06', 'jl07')],
    ['two adjacent characters swapped', DOCS_ADDRESS.replace('k0rz', 'k0zr')],
    // The same puzzle hash with a bech32 checksum: Chia uses bech32m only.
    [
      'a bech32 (not bech32m) checksum',
      'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lq2f8w5q',
    ],
  ])('refuses %s as a wrong checksum', (_, address) => {
    expectRefused('chia', address, 'checksum');
    expect(chiaPuzzleHash(address)).toBeNull();
  });

  it.each([
    ['a character left out', DOCS_ADDRESS.replace('jl06', 'jl0'), 'length'],
    ['a character added', DOCS_ADDRESS.replace('jl06', 'jl066'), 'length'],
    // A valid bech32m checksum over 31 bytes.
    ['a 31-byte payload', 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25nm32lk', 'length'],
    ['mixed case', DOCS_ADDRESS.replace('pwrz', 'PWRZ'), 'format'],
    ['a b (not in the bech32 alphabet)', DOCS_ADDRESS.replace('pwrz', 'bwrz'), 'format'],
    // A valid bech32m checksum, but the 4 padding bits after the 32 bytes are not zero.
    [
      'non-zero padding',
      'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lpzrrhvs',
      'format',
    ],
    [
      'a Bitcoin bech32m address',
      'bc1pqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqsyjer9e',
      'prefix',
    ],
    ['no separator', 'xchpwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z', 'prefix'],
    [
      'the puzzle hash in hex',
      '0x0b8622123401acf18bda97dfaa9d2c5e81f2be8c737c283e18903b35d209553e',
      'prefix',
    ],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'prefix'],
  ] as const)('refuses %s', (_, address, reason) => {
    expectRefused('chia', address, reason);
    expect(chiaPuzzleHash(address)).toBeNull();
  });
});

describe('tolam: a Hedera account id, HIP-15', () => {
  it('takes an address without checksum and with its mainnet checksum, stored without it', () => {
    expectAccepted('tolam', '0.0.123');
    expectAccepted('tolam', '0.0.123-vfmkw', '0.0.123');
    expectAccepted('tolam', '0.0.9223372036854775807');
  });

  it.each([
    '0.0.1-dfkxr',
    '0.0.4-cjcuq',
    '0.0.5-ktach',
    '0.0.6-tcxjy',
    '0.0.12-uuuup',
    '0.0.123-vfmkw',
    '0.0.1234567890-zbhlt',
    '12.345.6789-aoyyt',
    '1.23.456-adpbr',
  ])('takes the HIP-15 mainnet example %s', (address) => {
    expectAccepted('tolam', address, address.split('-')[0]);
  });

  it.each([
    '0.0.1-xzlgq',
    '0.0.4-xdddp',
    '0.0.5-fnalg',
    '0.0.6-nwxsx',
    '0.0.12-povdo',
    '0.0.123-pzmtv',
    '0.0.1234567890-tvhus',
    '12.345.6789-vizhs',
    '1.23.456-uxpkq',
  ])('computes the HIP-15 checksum of %s on ledger 0xa1ff01', (address) => {
    const [plain = '', checksum] = address.split('-');
    expect(hederaAddressChecksum(plain, [0xa1, 0xff, 0x01])).toBe(checksum);
    expectRefused('tolam', address, 'checksum');
  });

  it('matches the collisions and typo HIP-15 describes', () => {
    expect(hederaAddressChecksum('0.0.39004')).toBe('gyebe');
    expect(hederaAddressChecksum('0.0.10690')).toBe('gyebe');
    expect(hederaAddressChecksum('0.0.3904')).toBe('csury');
    expectRefused('tolam', '0.0.3904-gyebe', 'checksum');
  });

  it('refuses a checksum computed for testnet or previewnet as another network', () => {
    expect(hederaAddressChecksum('0.0.123', [0x01])).toBe('esxsf');
    expect(hederaAddressChecksum('0.0.123', [0x02])).toBe('ogizo');
    expectRefused('tolam', '0.0.123-esxsf', 'network');
    expectRefused('tolam', '0.0.123-ogizo', 'network');
  });

  it.each([
    // The invalid inputs HIP-15 lists.
    ['0.0.123-abcde', 'checksum'],
    ['0.00.123', 'format'],
    ['0.0.0123-vfmkw', 'format'],
    ['0.0.123-VFMKW', 'format'],
    ['0.0.123-vFmKw', 'format'],
    ['0.0.123#vfmkw', 'format'],
    ['0.0.123vfmkw', 'format'],
    ['0.0.123 - vfmkw', 'format'],
    ['0.123', 'format'],
    ['0.0.123.', 'format'],
    ['0.0.123-vf', 'format'],
    ['0.0.123-vfm-kw', 'format'],
    ['0.0.123-vfmkwxxxx', 'format'],
    // And the registry's own limits.
    ['0.0.0', 'format'],
    ['0.0.-5', 'format'],
    ['0.0.1.5', 'format'],
    ['0.0.5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'format'],
    ['123', 'format'],
    ['0.0.9223372036854775808', 'length'],
    ['9223372036854775808.0.1', 'length'],
  ] as const)('refuses %s', (address, reason) => {
    expectRefused('tolam', address, reason);
  });
});
