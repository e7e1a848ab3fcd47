import { clip } from '../notifications';

/* The words of posts' notifications; the spec shows none. Likes and comments are counted into one item per post. */

const others = (n: number) => (n <= 0 ? '' : ` and ${n} other${n === 1 ? '' : 's'}`);

export const POST_NOTICES = {
  liked: (name: string, more: number) => clip(`${name}${others(more)} liked your post`),
  commented: (name: string, more: number) => clip(`${name}${others(more)} commented on your post`),
  replied: (name: string) => clip(`${name} replied to your comment`),
  mentioned: (name: string) => clip(`${name} mentioned you in a post`),
  channel: (name: string, label: string) => clip(`${name} posted to ${label}`),
} as const;
