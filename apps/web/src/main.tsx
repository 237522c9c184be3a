import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { keepInstallOffer } from './features/app-banner/lib/install-offer.ts';
import { installAuthSession } from './features/auth/lib/install-session.ts';
import { initI18n } from './features/i18n/i18n.ts';

installAuthSession();
keepInstallOffer();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first render waits for the language's catalogue (started early by index.html: src/boot/early-requests.ts);
// if it could not be downloaded, the app still starts. (Not a top-level await: with one, the bundler split the
// home route's code into some 50 files.)
void initI18n().then(render, render);
