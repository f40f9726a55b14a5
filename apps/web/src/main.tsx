import './styles/theme.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { sessionParts } from './app/session-parts-loader';
import { initI18n } from './lib/i18n';
import { readAccessToken } from './lib/session';
import { isInFrame } from './features/layout/utils/is-in-frame';
import { preloadSessionStartup } from './features/session/utils/start-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What the first render will ask for comes with the texts, not a round trip
// after it: a stored session's checks and its chunk (the header then paints
// whole), the front page's screen there, and the screens' table on any other.
preloadSessionStartup();
if (readAccessToken() !== null) sessionParts.load().catch(() => {});
const texts = initI18n();
const firstScreen = preloadFirstScreen(window.location.pathname, texts);

// The shell's texts (index.html preloads the default language's) and the front
// page's screen first: a first render that suspended on them would show a
// spinner (over the front page prerendered in index.html, issue 24), and React
// keeps a fallback at least 300 ms, so the page would paint late. The first
// render then replaces the prerendered page with the same page, in one commit.
void Promise.all([texts, firstScreen]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <App isFramed={isInFrame()} />
      </BrowserRouter>
    </StrictMode>,
  );
});
