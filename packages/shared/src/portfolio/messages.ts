/** Validation messages of the portfolio forms (SPEC §5.1); server and forms both use these. */
export const PORTFOLIO_MESSAGES = {
  empty: (label: string) => `${label} cannot be empty`,
  /** Unlabelled form fields. */
  fieldEmpty: 'This field cant be empty',
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  lessThanOne: (label: string) => `${label} cannot be less than 1`,
  notANumber: (label: string) => `${label} should be a number`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  invalidChoice: (label: string) => `Please select a valid ${label}`,
  invalidLink: (label: string) => `${label} should be a valid link starting with http:// or https://`,
  isbn: 'ISBN should be a number of up to 13 digits',
  tooMany: (label: string, max: number) => `You can select at most ${max} ${label}`,
  careerPathsEmpty: 'Career Paths cant be empty',
  lifeSkillsEmpty: 'Life Skills cant be empty',
  /** Any other multi-select, e.g. skills. */
  multiEmpty: 'This cant be empty',
  noDegreeFormat: 'Please select one by editing degree',
  lockedWhenEditing: (label: string) => `${label} cannot be changed while editing`,
} as const;

/** Date messages (SPEC §5.1). */
export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date',
  future: 'Cannot select a future date',
  notFuture: 'Please select a future date',
  endBeforeStart: 'End date should be greater than start date',
  empty: 'Date cannot be empty',
  before: (label: string, min: string) => `Invalid date used for ${label}. Should be after ${min}`,
  after: (label: string, max: string) => `Invalid date used for ${label}. Should not exceed ${max}`,
} as const;
