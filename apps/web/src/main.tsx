import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadRoute(window.location.pathname);

// In a transition, React renders the first page in short slices and lets the browser in between
// (input, the chunks and answers arriving) instead of blocking it for the whole tree.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
