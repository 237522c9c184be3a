import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installAuthSession } from './features/auth/lib/install-session.ts';
import { initI18n } from './features/i18n/i18n.ts';

initI18n();
installAuthSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
