import { ACHIEVEMENT_TEXTS } from '../achievements/messages';
import { POST_LIMITS as L } from './constants';

/*
 * The words of posts. 'Show More Comments' and 'Please enter a valid data' are the spec's (§9, §5);
 * the others are ours, where the spec shows none.
 */
export const POST_TEXTS = {
  showMoreComments: 'Show More Comments',
  commentRequired: 'Please enter a valid data',
  commentTooLong: `A comment can have at most ${L.commentMax.toLocaleString('en-IN')} characters`,
  postEmpty: 'Write something or add a photo',
  textTooLong: `A post can have at most ${L.textMax.toLocaleString('en-IN')} characters`,
  tooManyImages: `A post can have at most ${L.imagesMax} photos`,
  tooManyHashtags: `A post can have at most ${L.hashtagsMax} hashtags`,
  tooManyMentions: `A post can mention at most ${L.mentionsMax} people`,
  unknownMention: 'Someone you mentioned is not on Learn By Doing',
  linkRefused: 'Links must start with http:// or https://',
  imageRefused: 'Please upload a JPG, PNG or WebP photo of at most 10 MB.',
  imageTooLarge: 'This photo is too large: please upload one of at most 40 megapixels.',
  tooManyUploads: 'Post or remove the photos you uploaded before adding more',
  unknownImage: 'A photo of this post was not uploaded by you',
  altTooLong: `A description of a photo can have at most ${L.altMax} characters`,
  noCollege: 'Only people with a college can post to their college',
  noOrganisation: 'Only members of an organisation can post to it',
  orgNotApproved: 'Your organisation has not approved you yet: you can post once it has',
  replyToReply: 'Replies can only be made to a comment',
  pinnedMax: `At most ${L.pinnedMax} posts can be pinned`,
  badCursor: 'This page of posts is no longer available: start again from the top',
  badHashtag: 'A hashtag is letters, digits or underscores, at most 40',
  unknownFollow: 'There is no such profile or organisation',
  followSelf: 'You cannot follow yourself',
  edited: 'edited',
  posted: 'Your post is live.',
  postFailed: 'Your post could not be published. Nothing you wrote is lost: try again.',
  deleted: 'Post deleted.',
  confirmDelete: 'Delete this post?',
  emptyFeed: 'No posts yet. Be the first to post!',
  emptyForYou: 'Nothing here yet: follow people, organisations or hashtags to fill this feed.',
  ...ACHIEVEMENT_TEXTS,
} as const;
