import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { FocusOnNavigation, MAIN_ID } from './focus-on-navigation';

/** A page whose heading arrives late, as a lazy page with its first data does. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Slow page</h1> : <p>Loading…</p>;
}

function Shell() {
  return (
    <>
      <FocusOnNavigation />
      <nav>
        <Link to="/one">One</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/form">Form</Link>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/one" element={<h1>Page one</h1>} />
          <Route path="/slow" element={<SlowPage />} />
          <Route path="/form" element={<FormPage />} />
        </Routes>
      </main>
    </>
  );
}

/** A page that puts the focus on its field itself before its heading shows. */
function FormPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    document.getElementById('own-field')?.focus();
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <input id="own-field" aria-label="Own field" />
      {ready && <h1>Form page</h1>}
    </>
  );
}

const renderShell = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );

describe('focus after navigation', () => {
  it('leaves the focus alone on the first load', () => {
    renderShell();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new page's heading, focusable by script only", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'One' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Page one' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that arrives after the page', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('does not take the focus from a field the page focused itself', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Form' }));
    await screen.findByRole('heading', { level: 1, name: 'Form page' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Own field' }));
  });
});

describe('skip link', () => {
  it('is the first thing Tab reaches and moves the focus to the main landmark', async () => {
    const user = userEvent.setup();
    renderWithApp(undefined, { path: '/Aboutus' });
    await screen.findByRole('main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe(`#${MAIN_ID}`);
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
