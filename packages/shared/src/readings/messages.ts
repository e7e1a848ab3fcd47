import { CATALOGUE_READING_LIMITS } from './constants';

export const READING_TEXTS = {
  booksTitle: 'Books',
  articlesTitle: 'Articles',
  recommended: 'Recommended',
  catalogue: (kind: 'book' | 'article') => (kind === 'book' ? 'All Books' : 'All Articles'),
  search: (kind: 'book' | 'article') => (kind === 'book' ? 'Search books' : 'Search articles'),
  add: 'Add to portfolio',
  inPortfolio: 'In your portfolio',
  noMatch: 'Nothing matches your search. Try other words.',
  noRecommendations: 'No recommendations yet. Choose your career paths and topics of interest to get some.',
  signInForRecommendations: 'Sign in as a student to see readings picked for your career paths.',
  /** The one-line reason of an item that shares nothing with the student's interests. */
  fallbackReason: 'widely read, outside your chosen career paths',
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  httpsOnly: 'Please enter a link that starts with https://',
  year: (max: number) => `Year should be between ${CATALOGUE_READING_LIMITS.firstYear} and ${max}`,
  isbn: 'ISBN should be up to 13 digits',
  chooseSkill: 'Please select at least one skill',
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  articleNeeds: (label: string) => `${label} cannot be empty for an article`,
  invalidChoice: (label: string) => `Please select valid ${label}`,
} as const;
