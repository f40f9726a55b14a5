import { z } from 'zod';
import type { Language } from '../common/language';

/** The external carbon markets a company can name an account in, as route segments spell them. */
export const MARKET_IDS = ['cbl', 'rcc', 'polygon', 'chia', 'bnz', 'tolam', 'tanager'] as const;

/** A market id in a path or a body ("polygon"): one of MARKET_IDS, nothing else. */
export const MarketIdSchema = z.enum(MARKET_IDS);
export type MarketId = z.infer<typeof MarketIdSchema>;

/** Whether a value (a route parameter, say) is one of the market ids. */
export function isMarketId(value: unknown): value is MarketId {
  return MarketIdSchema.safeParse(value).success;
}

/**
 * What a market calls an account, which decides the check in market-account-id.ts:
 * - `xpansivAccountIdentifier`: the Xpansiv Connect account identifier the CBL exchange API takes;
 * - `accountNumber`: a plain account number (the registry's own format, see `formatSource`);
 * - `evmAddress`: a 20-byte EVM address, `0x` and 40 hexadecimal digits, EIP-55 checksummed;
 * - `chiaAddress`: a bech32m `xch1…` address holding a 32-byte puzzle hash;
 * - `hederaAccountId`: a Hedera account id `shard.realm.num`, optionally with its HIP-15 checksum.
 */
export type MarketAccountIdKind =
  'xpansivAccountIdentifier' | 'accountNumber' | 'evmAddress' | 'chiaAddress' | 'hederaAccountId';

/**
 * Where an account id format comes from: a page the market (or its standard) publishes,
 * or the registry's own choice where the market publishes none (then `note` says so).
 */
export type MarketAccountIdFormatSource =
  | { readonly kind: 'published'; readonly url: string }
  | { readonly kind: 'registryChoice'; readonly note: string };

/** The facts the API and the screens share about one external market. */
export interface MarketFacts {
  readonly id: MarketId;
  /** The market's name as the spec's Trading menu writes it (the same in every language). */
  readonly name: string;
  /** One sentence per interface language; Spanish speaks as usted, Portuguese as você. */
  readonly description: Readonly<Record<Language, string>>;
  readonly accountIdKind: MarketAccountIdKind;
  /** A valid account id, from the market's documentation where it has one (a placeholder). */
  readonly exampleAccountId: string;
  readonly formatSource: MarketAccountIdFormatSource;
}

/**
 * Used for RCC, BNZ X and Tanager: none of them publishes its account id format (searched
 * among documentation pages, public code and web pages), so the registry asks for
 * an account number of 6 to 10 digits until a market says otherwise.
 */
const ACCOUNT_NUMBER_CHOICE: MarketAccountIdFormatSource = {
  kind: 'registryChoice',
  note: 'The market publishes no account id format: the registry asks for an account number of 6 to 10 digits.',
};

/** The seven markets, by id. */
export const MARKETS: Readonly<Record<MarketId, MarketFacts>> = {
  cbl: {
    id: 'cbl',
    name: 'CBL Markets',
    description: {
      es: 'Bolsa spot de Xpansiv para créditos de carbono y otros productos ambientales, a la que se accede con una cuenta de Xpansiv Connect.',
      en: "Xpansiv's spot exchange for carbon credits and other environmental commodities, reached through an Xpansiv Connect account.",
      pt: 'Bolsa à vista da Xpansiv para créditos de carbono e outros produtos ambientais, acessada com uma conta Xpansiv Connect.',
    },
    accountIdKind: 'xpansivAccountIdentifier',
    // The Xpansiv Connect API (exchange code CBL) names the account in its paths as
    // {AccountIdentifier}, whose only published example is 098B0A25.
    exampleAccountId: '098B0A25',
    formatSource: {
      kind: 'published',
      url: 'https://developer.xpansiv.com/openapi/xpansiv-connect-v1/xpansiv-connect.v1.openapi/exchange/withdrawandretire',
    },
  },
  rcc: {
    id: 'rcc',
    name: 'RCC',
    description: {
      es: 'Bolsa regional de créditos de carbono donde cada empresa participante tiene una cuenta numerada.',
      en: 'Regional carbon credit exchange where each participating company holds a numbered account.',
      pt: 'Bolsa regional de créditos de carbono onde cada empresa participante tem uma conta numerada.',
    },
    accountIdKind: 'accountNumber',
    exampleAccountId: '1234567',
    formatSource: ACCOUNT_NUMBER_CHOICE,
  },
  polygon: {
    id: 'polygon',
    name: 'Polygon',
    description: {
      es: 'Cadena de bloques pública compatible con EVM donde los créditos de carbono tokenizados, como los TCO2 de Toucan, se guardan en direcciones de billetera.',
      en: "Public EVM-compatible blockchain where tokenized carbon credits, such as Toucan's TCO2 tokens, are held in wallet addresses.",
      pt: 'Blockchain pública compatível com EVM onde os créditos de carbono tokenizados, como os TCO2 da Toucan, ficam em endereços de carteira.',
    },
    accountIdKind: 'evmAddress',
    // The first test vector of EIP-55.
    exampleAccountId: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    formatSource: { kind: 'published', url: 'https://eips.ethereum.org/EIPS/eip-55' },
  },
  chia: {
    id: 'chia',
    name: 'Chia',
    description: {
      es: 'Cadena de bloques pública en la que las herramientas de tokenización climática de Chia y del Climate Warehouse guardan los créditos de carbono en direcciones xch.',
      en: "Public blockchain on which Chia's climate tokenization tools and the Climate Warehouse keep carbon credits in xch addresses.",
      pt: 'Blockchain pública na qual as ferramentas de tokenização climática da Chia e do Climate Warehouse mantêm os créditos de carbono em endereços xch.',
    },
    accountIdKind: 'chiaAddress',
    // The address the Chia documentation gives for puzzle hash 0b8622…553e.
    exampleAccountId: 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z',
    formatSource: { kind: 'published', url: 'https://docs.chia.net/addresses' },
  },
  bnz: {
    id: 'bnz',
    name: 'BNZ X',
    description: {
      es: 'Mercado de créditos de carbono BNZ X, donde cada empresa participante tiene una cuenta numerada.',
      en: 'BNZ X carbon credit marketplace, where each participating company holds a numbered account.',
      pt: 'Mercado de créditos de carbono BNZ X, onde cada empresa participante tem uma conta numerada.',
    },
    accountIdKind: 'accountNumber',
    exampleAccountId: '1234567',
    formatSource: ACCOUNT_NUMBER_CHOICE,
  },
  tolam: {
    id: 'tolam',
    name: 'Tolam',
    description: {
      es: 'Mercado de créditos de carbono sobre la red Hedera, donde la cuenta de cada participante es una cuenta de Hedera como 0.0.123.',
      en: "Carbon credit marketplace on the Hedera network, where each participant's account is a Hedera account such as 0.0.123.",
      pt: 'Mercado de créditos de carbono na rede Hedera, onde a conta de cada participante é uma conta Hedera como 0.0.123.',
    },
    accountIdKind: 'hederaAccountId',
    // The example of HIP-15; Tolam's marketplace services read account ids with the Hedera
    // SDK's AccountId.fromString (github.com/Tolam-Earth/marketplace-services).
    exampleAccountId: '0.0.123',
    formatSource: {
      kind: 'published',
      url: 'https://github.com/hashgraph/hedera-improvement-proposal/blob/main/HIP/hip-15.md',
    },
  },
  tanager: {
    id: 'tanager',
    name: 'Tanager',
    description: {
      es: 'Mercado de créditos de carbono Tanager, donde cada empresa participante tiene una cuenta numerada.',
      en: 'Tanager carbon credit marketplace, where each participating company holds a numbered account.',
      pt: 'Mercado de créditos de carbono Tanager, onde cada empresa participante tem uma conta numerada.',
    },
    accountIdKind: 'accountNumber',
    exampleAccountId: '1234567',
    formatSource: ACCOUNT_NUMBER_CHOICE,
  },
};
