import './styles/theme.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { isInFrame } from './features/layout/utils/is-in-frame';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
