import { POST_TEXTS } from '@lbd/shared/posts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, validationError } from '../../../test/mock-api';
import { buildUser, renderWithApp } from '../../../test/render';
import { DRAFT_KEY } from '../composer-draft';
import { PostComposer } from './post-composer';

const LOAD = { timeout: 20_000 };

/** Issue 28: nothing typed is lost on a failed post; the server's messages land on the fields. */
describe('the post composer', () => {
  afterEach(() => localStorage.clear());

  it('keeps the draft and shows the refusal when a post fails, and mentions people picked by name', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ html: '<p>My draft <a href="javascript:x">x</a></p>', visibility: 'everyone', images: [], mentions: [] }),
    );
    const { requests } = mockApi({
      'GET /api/post_mentions': { body: { data: [{ profile_id: 8, name: 'Rohit Bose', avatar_url: null, profile_type: 'STUDENT' }] } },
      'POST /api/posts': validationError({ text: POST_TEXTS.linkRefused }),
    });
    renderWithApp(<PostComposer />, { user: buildUser() });
    const mention = screen.getByRole('combobox', { name: 'Mention people' });
    await userEvent.type(mention, 'Roh');
    await userEvent.click(await screen.findByRole('option', { name: '@Rohit Bose' }, LOAD));
    expect(screen.getByRole('button', { name: '@Rohit Bose' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(POST_TEXTS.linkRefused, {}, LOAD)).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/posts')!.body as { text: string; mention_ids: number[] };
    expect(sent.mention_ids).toEqual([8]);
    expect(sent.text).toContain('My draft');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).mentions).toEqual([{ profile_id: 8, name: 'Rohit Bose' }]));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).html).toContain('My draft');
  });
});
