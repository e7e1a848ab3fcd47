import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FIRST_SCREEN_ATTRIBUTE } from './app/first-screen-attribute';
import { preloadRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const pageCode = preloadRoute(window.location.pathname);

// In a transition, React renders the first page in short slices and lets the browser in between
// (input, the chunks and answers arriving) instead of blocking it for the whole tree.
const root = createRoot(container);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// A page served with its static first screen (app/first-screen.ts) keeps it until React can render the
// page itself: React's first commit replaces #root's children, and rendered before the page's code had
// loaded it would swap the text for the loading bar, then paint the text again.
// A failed download is the lazy page's to show, once React has rendered.
if (pageCode && container.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`)) void pageCode.then(render, render);
else render();
