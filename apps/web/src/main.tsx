// First: sends the stored session's check before the rest of the app is evaluated.
import './app/start-early.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startInDetectedLanguage } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

void startInDetectedLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
