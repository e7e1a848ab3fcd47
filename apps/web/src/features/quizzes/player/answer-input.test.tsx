import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SORTABLE_TEXTS } from '../../../components/sortable-list';
import { buildShownQuestion } from '../../../test/quizzes-fixtures';
import { AnswerInput } from './answer-input';

describe('an ordering answer', () => {
  const q = {
    ...buildShownQuestion(2, { type: 'ordering', stem: '<p>Oldest first</p>' }),
    options: [
      { id: 'a', text: '<p>Printing press</p>' },
      { id: 'b', text: 'Steam engine' },
      { id: 'c', text: 'Telephone' },
    ],
  };

  it('moves by the keyboard buttons, answering the new order, and starts from the saved one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AnswerInput q={q} answer={{ order: ['b', 'a', 'c'] }} onChange={onChange} />);
    const list = screen.getByRole('list', { name: 'Put these in order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Steam engine', '2. Printing press', '3. Telephone']);
    await user.click(screen.getByRole('button', { name: SORTABLE_TEXTS.down('Printing press') }));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['b', 'c', 'a'] });
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toBe('3. Printing press');
  });

  it('moves nothing once the attempt is closed', () => {
    render(<AnswerInput q={q} answer={null} onChange={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: SORTABLE_TEXTS.drag('Telephone') })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: SORTABLE_TEXTS.up('Telephone') })).toHaveProperty('disabled', true);
  });
});
