import './styles/theme.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { isInFrame } from './features/layout/utils/is-in-frame';

void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <App isFramed={isInFrame()} />
    </BrowserRouter>
  </StrictMode>,
);
