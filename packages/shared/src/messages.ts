/** User-facing texts of the error catalogue (product spec §8). */
export const ERROR_TEXTS = {
  accessDeniedHeading: 'Access Denied',
  accessDeniedMessage:
    "Sorry about that, but you don't have permission to access this page. Please contact us if this was not supposed to happen.",
  notFoundHeading: 'Page Not Found',
  brokenHeading: 'Something seems to be broken',
  serverErrorHeading: 'Internal Server Error',
  retry: 'Retry',
  defaultPopupHeading: 'Uh-Oh!',
  defaultPopupMessage: 'Something went wrong.',
  oopsHeading: 'Oops!',
  alreadyInPortfolio: 'This item is already added to your portfolio.',
  alreadyInPortfolioHeading: 'We know you like it!',
} as const;

/** Server-side texts for envelope errors that the spec leaves to us. */
export const API_MESSAGES = {
  notFound: 'The requested resource was not found.',
  routeNotFound: 'No such API path.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  validation: 'Some fields are not valid.',
  malformedJson: 'The request body is not valid JSON.',
  tooDeep: 'The request body nests too deeply.',
  tooLarge: 'The request body is too large.',
  rateLimited: 'Too many requests. Please try again in a little while.',
  internal: 'Something went wrong.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  unsupportedMediaType: 'This content type is not supported.',
  /** A text with a character no field may hold (U+0000, which PostgreSQL cannot store). */
  invalidCharacter: 'This contains a character that is not allowed.',
} as const;
