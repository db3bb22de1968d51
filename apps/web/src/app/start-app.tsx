import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startInDetectedLanguage } from '../lib/i18n.ts';
import { App } from './app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

void startInDetectedLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
