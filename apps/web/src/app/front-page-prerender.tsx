import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '../lib/contract-values';
import { i18nOptions, STARTUP_NAMESPACES } from '../lib/i18n';
import { HOME_PATH } from '../lib/paths';
import { singleFullStop } from '../lib/single-full-stop';
import { App } from './app';
import { preloadFirstScreen } from './router';

export { DEFAULT_LANGUAGE };

/** The namespaces the front page shows a visitor: the shell's and its own. */
export const FRONT_PAGE_NAMESPACES = [...STARTUP_NAMESPACES, 'home'] as const;

/**
 * The front page as a visitor in the default language first sees it (the
 * app's first render there, issue 24): the build puts it in index.html, so
 * `/` paints with the page's HTML and its stylesheet, before the scripts
 * have come and run; the app then renders the same over it. `texts` are the
 * default language's files of FRONT_PAGE_NAMESPACES.
 */
export async function renderFrontPage(texts: ResourceLanguage): Promise<string> {
  const started = i18next
    .use(initReactI18next)
    .use(singleFullStop)
    .init({
      ...i18nOptions(DEFAULT_LANGUAGE),
      ns: [...FRONT_PAGE_NAMESPACES],
      resources: { [DEFAULT_LANGUAGE]: texts },
    });
  await preloadFirstScreen(HOME_PATH, started);
  return renderToString(
    <StaticRouter location={HOME_PATH}>
      <App isFramed={false} />
    </StaticRouter>,
  );
}
