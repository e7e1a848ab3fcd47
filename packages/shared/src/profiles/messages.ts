import { NAME_MAX_LENGTH } from '../constants';

export const PROFILE_TEXTS = {
  creationFailed: 'Profile Creation Failed. Please check input parameters.',
  invalidEmail: 'Enter a valid email id',
  invalidPhone: 'Enter a valid phone number',
  inUse: (field: string) => `${field} already in use`,
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string) => `${label} cannot exceed ${NAME_MAX_LENGTH} characters`,
  nameCharacters: (label: string) => `${label} can contain only letters, spaces, dots, apostrophes and hyphens`,
  selectOne: (label: string) => `Please select ${label}`,
  termsRequired: 'Please accept the Terms of Use to continue.',
  saved: 'Your changes have been saved.',
  adminNoProfile:
    'Your admin account has no profile of its own, so there are no profile settings here. Admins approve organisations and follow the platform from these pages:',
} as const;
