import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareLanguage } from './app/app';
import { activateLocale } from './lib/i18n/i18n';
import './index.css';

// The first paint is in the user's language and direction: an Arabic page never flashes English first. Should its
// catalogue fail to arrive (the network), the app still opens, in English.
void prepareLanguage()
  .catch(() => activateLocale('en'))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
