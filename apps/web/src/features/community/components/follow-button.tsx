import type { FollowTargetType } from '@lbd/shared/posts';
import Button from '@mui/material/Button';
import { useFollow, useFollows } from '../api';

/** Follow or unfollow a profile, an organisation or a hashtag (what the reader follows is read once and shared). */
export function FollowButton({ type, target, name }: { type: FollowTargetType; target: number | string; name: string }) {
  const follows = useFollows();
  const follow = useFollow();
  const data = follows.data;
  const following =
    !!data &&
    (type === 'profile'
      ? data.profiles.some((p) => p.id === target)
      : type === 'org'
        ? data.orgs.some((o) => o.id === target)
        : data.hashtags.includes(String(target)));
  return (
    <Button
      size="small"
      variant={following ? 'outlined' : 'text'}
      disabled={!data || follow.isPending}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${name}`}
      aria-pressed={following}
      onClick={() => follow.mutate({ body: { target_type: type, target }, on: !following })}
      sx={{ minWidth: 0, px: 1 }}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
