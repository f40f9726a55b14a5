/**
 * Loads the ALTCHA widget once, on first use: the CSP-friendly build without
 * bundled workers or injected styles (altcha/external), its stylesheet as a
 * file of the app, the PBKDF2 worker the server's challenges need, and the
 * widget's own texts in es and pt (en is built in).
 */
let loading: Promise<void> | null = null;

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/external'),
      import('altcha/altcha.css'),
    ]);
    await Promise.all([import('altcha/i18n/es-es'), import('altcha/i18n/pt-br')]);
    $altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
