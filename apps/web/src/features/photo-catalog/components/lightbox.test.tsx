import type { Photo } from '@lbd/shared/photo-catalog';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox } from './lightbox';

const photo = (id: number, alt: string): Photo => ({
  id,
  album_id: 1,
  alt_text: alt,
  width: 1600,
  height: 1067,
  thumb_url: `/uploads/photos/${id}-t.webp`,
  medium_url: `/uploads/photos/${id}-m.webp`,
  large_url: `/uploads/photos/${id}-l.webp`,
  inserted_at: '2026-11-20T10:00:00.000Z',
});
const PHOTOS = [photo(1, 'Students on stage'), photo(2, 'A robot on a table'), photo(3, 'Posters in the hall')];

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <output data-testid="index">{String(index)}</output>
      <Lightbox photos={PHOTOS} index={index} onChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')!;

describe('Lightbox', () => {
  it('shows the photo large with its alt text on the image and as the caption', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeTruthy();
    expect(shown().getAttribute('alt')).toBe('Students on stage');
    expect(shown().getAttribute('src')).toBe('/uploads/photos/1-l.webp');
    expect(screen.getByText('Students on stage')).toBeTruthy();
  });

  it('moves with the arrow keys and the buttons, wrapping around, and closes with Escape', () => {
    render(<Harness />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown().getAttribute('alt')).toBe('A robot on a table');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown().getAttribute('alt')).toBe('Posters in the hall');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByTestId('index').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('index').textContent).toBe('2');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByTestId('index').textContent).toBe('null');
  });

  it('closes with its close button', () => {
    render(<Harness start={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('index').textContent).toBe('null');
  });
});
