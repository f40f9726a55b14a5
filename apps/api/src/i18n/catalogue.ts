import type { Language } from '@registry/contract/common/language';

/** Messages by code, each in every interface language. */
export type Catalogue = Record<string, Record<Language, string>>;
