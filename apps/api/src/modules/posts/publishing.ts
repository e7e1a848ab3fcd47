import { POST_LIMITS as L, POST_TEXTS as T } from '@lbd/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { isNewAccount } from './moderation.policy';
import { offensiveWords } from './word-filter';

/*
 * What every post and comment passes before it is stored (issue 28 item 5, decision 0082): the word
 * filter, and a new account's daily allowance in its first days (an established account has none).
 */

/** 422 naming the offensive words, in the field the author typed them in. */
export function refuseOffensive(plain: string, field = 'text'): void {
  const words = offensiveWords(plain);
  if (words.length) throw new ValidationError({ [field]: `${T.offensiveWords} ${words.join(', ')}` });
}

/** 429 once a new account has published its allowance of posts (or comments) in the last 24 hours. */
export async function checkNewAccountAllowance(db: Db, now: Date, profileId: number, what: 'post' | 'comment') {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const table = what === 'post' ? sql`posts` : sql`post_comments`;
  const [row] = rowsOf<{ created_at: Date | string; n: number }>(
    await db.execute(sql`select u.created_at,
        (select count(*)::int from ${table} x where x.author_profile_id = p.id and x.created_at > ${since}::timestamptz) as n
      from profiles p join users u on u.id = p.user_id where p.id = ${profileId}`),
  );
  if (!row || !isNewAccount(new Date(row.created_at), now)) return;
  const max = what === 'post' ? L.newAccountPostsPerDay : L.newAccountCommentsPerDay;
  if (Number(row.n) >= max)
    throw new AppError(429, 'RATE_LIMITED', what === 'post' ? T.newAccountPosts : T.newAccountComments);
}
