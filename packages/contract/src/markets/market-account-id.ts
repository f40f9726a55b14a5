import { bech32m, hex } from '@scure/base';
import { getAddress } from 'viem';
import { MARKETS, type MarketAccountIdKind, type MarketId } from './markets';

/**
 * Why an account id was refused, one word a screen turns into a message per market:
 * - `empty`: nothing but whitespace;
 * - `prefix`: it does not start as the market's ids do (`0x`, `xch1`);
 * - `format`: a character, the case or the shape is wrong;
 * - `length`: the right characters, too many or too few;
 * - `checksum`: the id carries a checksum (EIP-55, bech32m, HIP-15) and it does not match;
 * - `network`: a well-formed id of a test network (a Chia `txch1` address, a Hedera
 *   checksum computed for testnet or previewnet) where the market runs on mainnet.
 */
export const MARKET_ACCOUNT_ID_REASONS = [
  'empty',
  'prefix',
  'format',
  'length',
  'checksum',
  'network',
] as const;
export type MarketAccountIdReason = (typeof MARKET_ACCOUNT_ID_REASONS)[number];

/** The answer of checkMarketAccountId: the id as the registry stores it, or why not. */
export type MarketAccountIdCheck =
  | { readonly ok: true; readonly normalized: string }
  | { readonly ok: false; readonly reason: MarketAccountIdReason };

/** No market's account id is longer; longer input is refused before any parsing. */
const MAX_INPUT_LENGTH = 128;

/**
 * Checks an account id typed for a market, after trimming the whitespace around it.
 * Never throws: a value that is not a string is refused as `empty`, a market the registry
 * does not know as `format`.
 *
 * `normalized` is the form the registry stores and compares: an EVM address in its EIP-55
 * checksummed case, a Chia address in lowercase, a Hedera account id without its checksum,
 * an Xpansiv Connect account identifier in uppercase, an account number as typed.
 */
export function checkMarketAccountId(market: MarketId, value: string): MarketAccountIdCheck {
  if (typeof value !== 'string') return refuse('empty');
  const trimmed = value.trim();
  if (trimmed === '') return refuse('empty');
  if (trimmed.length > MAX_INPUT_LENGTH) return refuse('length');
  const facts = Object.hasOwn(MARKETS, market) ? MARKETS[market] : undefined;
  if (!facts) return refuse('format');
  return CHECKS[facts.accountIdKind](trimmed);
}

const CHECKS: Readonly<Record<MarketAccountIdKind, (value: string) => MarketAccountIdCheck>> = {
  xpansivAccountIdentifier: checkXpansivAccountIdentifier,
  accountNumber: checkAccountNumber,
  evmAddress: checkEvmAddress,
  chiaAddress: checkChiaAddress,
  hederaAccountId: checkHederaAccountId,
};

function refuse(reason: MarketAccountIdReason): MarketAccountIdCheck {
  return { ok: false, reason };
}

function accept(normalized: string): MarketAccountIdCheck {
  return { ok: true, normalized };
}

// ---------------------------------------------------------------------------------------------
// CBL: the Xpansiv Connect account identifier.

/**
 * The Xpansiv Connect API, through which CBL deposits and withdrawals are made, names the
 * account `{AccountIdentifier}`; its only published example is `098B0A25`. Xpansiv publishes
 * no grammar, so the registry reads that example strictly: 8 hexadecimal digits, either case,
 * stored in uppercase as the example writes them.
 */
function checkXpansivAccountIdentifier(value: string): MarketAccountIdCheck {
  if (!/^[0-9A-Fa-f]+$/.test(value)) return refuse('format');
  if (value.length !== 8) return refuse('length');
  return accept(value.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// RCC, BNZ X and Tanager: the registry's own choice (see ACCOUNT_NUMBER_CHOICE in markets.ts).

/** An account number of 6 to 10 ASCII digits, leading zeros kept. */
function checkAccountNumber(value: string): MarketAccountIdCheck {
  if (!/^[0-9]+$/.test(value)) return refuse('format');
  if (value.length < 6 || value.length > 10) return refuse('length');
  return accept(value);
}

// ---------------------------------------------------------------------------------------------
// Polygon: an EVM address, EIP-55 (https://eips.ethereum.org/EIPS/eip-55).

/**
 * `0x` and 40 hexadecimal digits. All-lowercase digits carry no checksum and are accepted;
 * any other case (all-uppercase included) must be the EIP-55 checksum, as viem's
 * `isAddress(address, { strict: true })` decides. Stored checksummed.
 */
function checkEvmAddress(value: string): MarketAccountIdCheck {
  if (!value.startsWith('0x')) return refuse('prefix');
  const hex = value.slice(2);
  if (!/^[0-9A-Fa-f]*$/.test(hex)) return refuse('format');
  if (hex.length !== 40) return refuse('length');
  const checksummed = toChecksumAddress(hex);
  if (hex !== hex.toLowerCase() && value !== checksummed) return refuse('checksum');
  return accept(checksummed);
}

/** The EIP-55 form of 40 hexadecimal digits (viem's `getAddress`). */
export function toChecksumAddress(hex40: string): string {
  return getAddress(`0x${hex40.toLowerCase()}`);
}

// ---------------------------------------------------------------------------------------------
// Chia: a bech32m address (https://docs.chia.net/addresses, BIP-350 for bech32m).

const CHIA_MAINNET_PREFIX = 'xch';
const CHIA_TESTNET_PREFIX = 'txch';
/** `xch` + `1` + 52 characters for 32 bytes (260 bits, 4 of them padding) + 6 of checksum. */
const CHIA_ADDRESS_LENGTH = CHIA_MAINNET_PREFIX.length + 1 + 52 + 6;
const BECH32_CHARACTERS = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]*$/;

/**
 * The 32-byte puzzle hash (lowercase hex, no `0x`) a mainnet `xch1…` address encodes,
 * or null where checkMarketAccountId('chia', …) would refuse it.
 */
export function chiaPuzzleHash(address: string): string | null {
  const decoded = decodeChiaAddress(typeof address === 'string' ? address.trim() : '');
  if (!decoded.ok) return null;
  return hex.encode(decoded.puzzleHash);
}

type ChiaDecoding =
  | { readonly ok: true; readonly address: string; readonly puzzleHash: Uint8Array }
  | { readonly ok: false; readonly reason: MarketAccountIdReason };

/** Decodes with @scure/base's bech32m (BIP-350); the checks before it name what is wrong. */
function decodeChiaAddress(value: string): ChiaDecoding {
  const address = value.toLowerCase();
  const separator = address.lastIndexOf('1');
  const prefix = separator > 0 ? address.slice(0, separator) : '';
  if (prefix === CHIA_TESTNET_PREFIX) return { ok: false, reason: 'network' };
  if (prefix !== CHIA_MAINNET_PREFIX) return { ok: false, reason: 'prefix' };
  // Bech32 is read in one case only: all lowercase or all uppercase.
  if (value !== address && value !== value.toUpperCase()) return { ok: false, reason: 'format' };
  if (!BECH32_CHARACTERS.test(address.slice(separator + 1))) return { ok: false, reason: 'format' };
  if (address.length !== CHIA_ADDRESS_LENGTH) return { ok: false, reason: 'length' };
  let words: number[];
  try {
    words = bech32m.decode(address as `${string}1${string}`, CHIA_ADDRESS_LENGTH).words;
  } catch {
    return { ok: false, reason: 'checksum' };
  }
  // 52 groups of 5 bits are always 32 bytes; only their 4 padding bits can be wrong.
  const puzzleHash = bech32m.fromWordsUnsafe(words);
  if (!puzzleHash) return { ok: false, reason: 'format' };
  return { ok: true, address, puzzleHash };
}

/** A mainnet Chia address (`xch1`, bech32m, 32-byte puzzle hash); `txch1` is testnet. */
function checkChiaAddress(value: string): MarketAccountIdCheck {
  const decoded = decodeChiaAddress(value);
  return decoded.ok ? accept(decoded.address) : refuse(decoded.reason);
}

// ---------------------------------------------------------------------------------------------
// Tolam Earth: a Hedera account id, HIP-15
// (https://github.com/hashgraph/hedera-improvement-proposal/blob/main/HIP/hip-15.md).

/** HIP-15's input grammar: three integers without leading zeros, an optional lowercase checksum. */
const HEDERA_ADDRESS = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([a-z]{5}))?$/;
/** Shard, realm and number are signed 64-bit integers in Hedera's protobufs. */
const INT64_MAX = (1n << 63n) - 1n;
/** Ledger ids (HIP-15): mainnet 0x00, testnet 0x01, previewnet 0x02. */
const HEDERA_MAINNET_LEDGER_ID: readonly number[] = [0x00];
const HEDERA_TEST_LEDGER_IDS: readonly (readonly number[])[] = [[0x01], [0x02]];

/**
 * The HIP-15 checksum (5 lowercase letters) of a no-checksum Hedera address such as `0.0.123`
 * on the ledger whose id bytes are given (mainnet `[0]` by default), for screens that show
 * addresses the way HIP-15 asks: `0.0.123-vfmkw`.
 */
export function hederaAddressChecksum(
  address: string,
  ledgerId: readonly number[] = HEDERA_MAINNET_LEDGER_ID,
): string {
  const p3 = 26 ** 3;
  const p5 = 26 ** 5;
  const digits = [...address].map((char) => (char === '.' ? 10 : char.charCodeAt(0) - 48));
  const ledgerBytes = [...ledgerId, 0, 0, 0, 0, 0, 0];
  let evenSum = 0;
  let oddSum = 0;
  let weightedDigits = 0;
  digits.forEach((digit, i) => {
    if (i % 2 === 0) evenSum += digit;
    else oddSum += digit;
    weightedDigits = (weightedDigits * 31 + digit) % p3;
  });
  let weightedLedger = 0;
  for (const byte of ledgerBytes) weightedLedger = (weightedLedger * 31 + byte) % p5;
  const combined =
    ((((digits.length % 5) * 11 + (evenSum % 11)) * 11 + (oddSum % 11)) * p3 +
      weightedDigits +
      weightedLedger) %
    p5;
  let permuted = (combined * 1_000_003) % p5;
  let letters = '';
  for (let i = 0; i < 5; i += 1) {
    letters = String.fromCharCode(97 + (permuted % 26)) + letters;
    permuted = Math.floor(permuted / 26);
  }
  return letters;
}

/**
 * `shard.realm.num` as HIP-15 reads it (no leading zeros, lowercase checksum after a dash),
 * each part within a signed 64-bit integer and the number not 0. A checksum must be the
 * mainnet one; one computed for testnet or previewnet is refused as `network`. Stored without
 * the checksum. EVM-address aliases (`0.0.<40 hex digits>`) are not account ids here.
 */
function checkHederaAccountId(value: string): MarketAccountIdCheck {
  const match = HEDERA_ADDRESS.exec(value);
  if (!match) return refuse('format');
  const [, shard = '', realm = '', num = '', checksum] = match;
  if ([shard, realm, num].some((part) => BigInt(part) > INT64_MAX)) return refuse('length');
  if (num === '0') return refuse('format');
  const address = `${shard}.${realm}.${num}`;
  if (checksum !== undefined && checksum !== hederaAddressChecksum(address)) {
    const testChecksums = HEDERA_TEST_LEDGER_IDS.map((id) => hederaAddressChecksum(address, id));
    return refuse(testChecksums.includes(checksum) ? 'network' : 'checksum');
  }
  return accept(address);
}
