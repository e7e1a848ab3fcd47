import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { layOutOneUnderAnother } from '../test/lay-out';
import { SORTABLE_TEXTS, SortableList, swapsFor } from './sortable-list';

const FRUIT = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Banana' },
  { id: 3, name: 'Cherry' },
];

/** A list that reorders itself as the caller of SortableList does (moves reported as from, to). */
function Fruit({ disabled = false, moves = [] as [number, number][] }) {
  const [items, setItems] = useState(FRUIT);
  return (
    <SortableList
      items={items}
      label="Fruit"
      getId={(f) => f.id}
      getName={(f) => f.name}
      disabled={disabled}
      rowData={(f) => ({ 'data-id': f.id })}
      onMove={(from, to) => {
        moves.push([from, to]);
        const next = [...items];
        next.splice(to, 0, ...next.splice(from, 1));
        setItems(next);
      }}
      render={(f, i) => `${i + 1}. ${f.name}`}
      actions={(f) => <button type="button">{`Eat ${f.name}`}</button>}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruit' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-id'));

/** What the list's own live region says (dnd-kit keeps another for drags). */
const said = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')?.textContent;

describe('SortableList', () => {
  it('moves by the buttons, one place at a time, and says each move to screen readers', async () => {
    const user = userEvent.setup();
    const moves: [number, number][] = [];
    render(<Fruit moves={moves} />);
    expect(screen.getByRole('button', { name: SORTABLE_TEXTS.up('Apple') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: SORTABLE_TEXTS.down('Cherry') })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: SORTABLE_TEXTS.down('Apple') }));
    expect(order()).toEqual(['2', '1', '3']);
    expect(said()).toBe('Apple moved to place 2 of 3.');
    await user.click(screen.getByRole('button', { name: SORTABLE_TEXTS.up('Cherry') }));
    expect(order()).toEqual(['2', '3', '1']);
    expect(said()).toBe('Cherry moved to place 2 of 3.');
    expect(moves).toEqual([
      [0, 1],
      [2, 1],
    ]);
    // Rows are named by place and item, with the caller's own buttons after the move buttons.
    expect(
      within(screen.getByRole('listitem', { name: '1. Banana' })).getByRole('button', { name: 'Eat Banana' }),
    ).toBeTruthy();
  });

  it('drags by the handle with the keyboard (Space, arrow, Space), announcing each step', async () => {
    render(<Fruit />);
    layOutOneUnderAnother(screen.getAllByRole('listitem'));
    const handle = screen.getByRole('button', { name: SORTABLE_TEXTS.drag('Apple') });
    // The handle says how to drag.
    const described = handle.getAttribute('aria-describedby');
    expect(document.getElementById(described!)?.textContent).toBe(SORTABLE_TEXTS.instructions);
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(document.body.textContent).toContain('Picked up Apple, at place 1 of 3.'));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(document.body.textContent).toContain('Apple is over place 2 of 3.'));
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(order()).toEqual(['2', '1', '3']));
    expect(document.body.textContent).toContain('Apple dropped at place 2 of 3.');
  });

  it('moves nothing while disabled', () => {
    render(<Fruit disabled />);
    for (const name of ['Apple', 'Banana', 'Cherry'])
      for (const label of [SORTABLE_TEXTS.drag(name), SORTABLE_TEXTS.up(name), SORTABLE_TEXTS.down(name)])
        expect(screen.getByRole('button', { name: label })).toHaveProperty('disabled', true);
  });
});

describe('swapsFor', () => {
  it('moves an item n places as n swaps with its neighbours (SPEC §4.7 swaps by sequence)', () => {
    expect(swapsFor([10, 20, 30, 40], 0, 2)).toEqual([
      [10, 20],
      [10, 30],
    ]);
    expect(swapsFor([10, 20, 30, 40], 3, 1)).toEqual([
      [40, 30],
      [40, 20],
    ]);
    expect(swapsFor([10, 20], 1, 1)).toEqual([]);
  });
});
