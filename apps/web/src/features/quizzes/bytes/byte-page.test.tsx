import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { buildQuizDetail } from '../../../test/quizzes-fixtures';
import { renderWithApp } from '../../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the quiz byte page (/quizByte/{id})', () => {
  it('opens the quiz’s own page when the id is an ordinary quiz, without asking for a byte', async () => {
    const { requests } = mockApi({
      'GET /api/quizzes/7': { body: { data: buildQuizDetail({ id: 7, title: 'Percentages check' }) } },
    });
    renderWithApp(undefined, { path: '/quizByte/7?question_bank_id=2' });
    expect(await screen.findByRole('heading', { name: /Percentages check/ }, { timeout: 10_000 })).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/quiz_bytes'))).toBe(false);
  });
});
