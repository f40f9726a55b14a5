import type { PostProcessorModule } from 'i18next';

/**
 * A name that ends in a full stop ("Bosques S.A.S.") put before the text's own
 * full stop would read "S.A.S.."; every translation goes through this, which
 * keeps one. An ellipsis (three stops) is left alone.
 */
export const singleFullStop: PostProcessorModule = {
  type: 'postProcessor',
  name: 'singleFullStop',
  process: (value: string) => value.replace(/(\p{L})\.\.(?!\.)/gu, '$1.'),
};

/** The i18next options that apply it to every text. */
export const SINGLE_FULL_STOP_OPTIONS = { postProcess: [singleFullStop.name] };
