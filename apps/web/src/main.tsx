import './styles/theme.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadScreenLoaders } from './app/router';
import { sessionParts } from './app/session-parts-loader';
import { initI18n } from './lib/i18n';
import { readAccessToken } from './lib/session';
import { isInFrame } from './features/layout/utils/is-in-frame';
import { preloadSessionStartup } from './features/session/utils/start-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What the first render will ask for comes with the texts, not a round trip
// after it: a stored session's checks and its chunk (the header then paints
// whole), and the screens' table on any page but the front page.
preloadSessionStartup();
if (readAccessToken() !== null) sessionParts.load().catch(() => {});
preloadScreenLoaders(window.location.pathname);

// The shell's texts first (index.html preloads the default language's): a first
// render that suspended on them would show a spinner, and React keeps a
// fallback at least 300 ms, so the page would paint late.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <App isFramed={isInFrame()} />
      </BrowserRouter>
    </StrictMode>,
  );
});
