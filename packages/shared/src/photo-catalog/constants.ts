/*
 * The photo catalog (SPEC §1, §2.1 /instaCatalog, §3.6 instaData and maxPage, §7.8): albums of an
 * organisation (about one of its events or clubs, or the organisation itself) whose photos its approved
 * staff upload, each shown with the alt text they wrote.
 */

export const PHOTO_CATALOG_LIMITS = {
  albumTitle: 120,
  albumDescription: 500,
  /** Alt text: what the picture shows, for people who cannot see it. */
  altText: 250,
  /** An upload's bytes (the multipart plugin also stops at 10 MB). */
  fileBytes: 8 * 1024 * 1024,
  /** Uploads waiting to be added (a person uploads a batch, then describes each). */
  pendingUploads: 30,
} as const;

/** Photos per page of the catalog; albums per page of the album list. */
export const PHOTO_PAGE_SIZE = 24;
export const ALBUM_PAGE_SIZE = 12;

/** What an album is about. */
export const ALBUM_SUBJECTS = ['organisation', 'event', 'club'] as const;
export type AlbumSubject = (typeof ALBUM_SUBJECTS)[number];
