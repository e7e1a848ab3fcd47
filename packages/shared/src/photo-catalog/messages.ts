import { PHOTO_CATALOG_LIMITS as L } from './constants';

/** The photo catalog's words (ours: SPEC §1 names the catalog and shows no texts). */
export const PHOTO_CATALOG_TEXTS = {
  title: 'Photo Catalog',
  intro: 'Moments from projects, events and clubs across the Learn By Doing community.',
  albums: 'Albums',
  allPhotos: 'All photos',
  noPhotos: 'No photos here yet.',
  noAlbums: 'No albums yet.',
  addPhotos: 'Add photos',
  newAlbum: 'New album',
  photoCount: (n: number) => `${n} photo${n === 1 ? '' : 's'}`,
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  altTextNeeded: 'Please describe the photo for people who cannot see it',
  file: `Please upload a JPG, PNG or WebP photo of at most ${L.fileBytes / (1024 * 1024)} MB.`,
  tooManyPixels: 'This photo is too large. Please upload one of at most 40 megapixels.',
  tooManyUploads: `You have ${L.pendingUploads} photos waiting to be added. Add or remove some first.`,
  chooseOrg: 'Please choose the organisation the album belongs to',
  notYourEvent: 'Please choose one of the organisation’s own events',
  notYourClub: 'Please choose one of the organisation’s own clubs',
  eventOrClub: 'An album is about one event or one club, not both',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  pageOf: (page: number, max: number) => `Page ${page} of ${max}`,
} as const;
