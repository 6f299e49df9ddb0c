import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstPaintShown } from '@/lib/first-paint';
import { App, whenReadyToDraw } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const draw = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The server's first rows stay until the app can draw the whole page in one go, not a blank page first.
if (firstPaintShown()) void whenReadyToDraw().then(draw);
else draw();
