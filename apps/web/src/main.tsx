// Before any schema is built (see the module).
import './app/schema-checks.ts';
// First, with none of the app's code evaluated yet: what the page can start at once.
import './app/start-early.ts';

// The app itself; its files are preloaded from the page's head (see `build/app-start.ts`).
void import('./app/start-app.tsx');
