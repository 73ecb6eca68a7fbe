import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createServices } from './app/bootstrap';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { adoptUrlCredentials } from './lib/session';
import './styles.css';

// First of all, before anything renders, routes or logs: take credentials out of the address bar.
adoptUrlCredentials(window, localStorage);

const i18n = initI18n();
const services = createServices({ i18n });
void services.session.restore();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} services={services} router={router} />
  </StrictMode>,
);
