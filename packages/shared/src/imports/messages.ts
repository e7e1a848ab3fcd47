import { IMPORT_LIMITS as L } from './constants';

const n = (x: number) => x.toLocaleString('en-IN');

/** The bulk imports' texts (ours: the spec shows none for these screens). */
export const IMPORT_TEXTS = {
  fileRequired: 'Choose a CSV or XLSX file to upload',
  fileType: 'Upload a CSV or XLSX file (the file is neither)',
  fileTooLarge: `The file is larger than ${L.bytes / 1024 / 1024} MB`,
  fileEmpty: 'The file is empty',
  headerOnly: 'The file has a header row but no rows below it',
  tooManyRows: `The file has more than ${n(L.rows)} rows; split it into smaller files`,
  tooManyColumns: `The file has more than ${L.columns} columns`,
  unreadable: 'The file could not be read as CSV or XLSX; save it again from your spreadsheet and retry',
  rowTooLong: 'This row is too long to read',
  duplicateHeader: (h: string) => `Two columns are named '${h}'; rename one`,
  notFound: 'Import not found',
  matchColumnMissing: (label: string) => `Map a column to ${label}: rows are matched by it`,
  fieldMappedTwice: (label: string) => `Two columns are mapped to ${label}`,
  requiredForCreate: (label: string) => `Map a column to ${label}: new records need it`,
  requiredAlways: (label: string) => `Map a column to ${label}: every row needs it`,
  aadhaar: (header: string) =>
    `Column '${header}' looks like Aadhaar numbers. Aadhaar numbers may not be used to identify students or be stored here; map an email, phone or roll number instead, or leave the column unmapped.`,
  itemsRequired: 'Choose at least one item to enroll the students in',
  itemNotFound: 'One of the chosen items is not there, or you cannot enroll students in it',
  instituteRequired: 'Choose the institute the new students belong to',
  notEditable: 'This import has moved on; it can no longer be changed',
  notValidated: 'Run the dry run first; only a checked import can be committed',
  tooManyErrors: (share: number, limit: number) =>
    `${share}% of the rows have errors, more than the ${limit}% allowed; fix the file, or raise the limit to commit the valid rows anyway`,
  tooManyChanges: (changes: number, limit: number) =>
    `This import would change ${n(changes)} records, more than the ${n(limit)} you allowed`,
  nothingToCommit: 'No row would change anything; there is nothing to commit',
  notUndoable: 'Only a committed import can be undone',
  undoExpired: `An import can be undone within ${L.undoDays} days of its commit`,
  stopped:
    'The import stopped on an unexpected error. What it had committed stays and can be undone; upload the file again for the rest.',
  noErrors: 'This import has no rows with errors',
  // Row errors: the row number and the field, never the value.
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `${label} is not valid`,
  unknownValue: (label: string) => `${label} is not in the catalogue`,
  batchRange: 'Batch must be a year between 1990 and 2040',
  noMatch: (label: string) => `No student of yours has this ${label.toLowerCase()}`,
  exists: 'A record with this email already exists; it was left as it is (create only)',
  otherOrg: (label: string) => `This ${label.toLowerCase()} belongs to an account outside your institute`,
  takenBy: (label: string) => `This ${label.toLowerCase()} is already used by another account`,
  sameAsRow: (row: number) => `The same student as row ${row}`,
  notStudent: 'This account is not a student',
  notMentor: 'This account is not a mentor',
  noMentor: (label: string) => `No mentor of yours has this ${label.toLowerCase()}`,
  // The portfolio tool's rows (the portfolio's own rules answer in the portfolio's words, SPEC §5.1).
  portfolio: {
    sameDegree: (row: number) => `The same degree as row ${row}, with other values`,
    sameSubject: (row: number) => `The same subject as row ${row}`,
    noPortfolio: 'This student has not started a portfolio yet (it starts when they choose career paths)',
    noDegree: 'The student has no degree with this institute, degree and specialization (update only)',
    noSubject: 'This degree has no subject with this semester and name (update only)',
    existing: 'This degree and subject are on the portfolio already; they were left as they are (create only)',
    bothScores: 'Fill in the CGPA or the Percentage, not both',
    scoreRequired: 'CGPA or Percentage is required for a new degree',
    noScore: 'CGPA or Percentage is required: this degree has no score yet',
    datesRequired: 'Start and end dates, or a passing year, are required for a new degree',
    subjectRequired: 'Subject is required when a semester, subject type, exam date or subject score is given',
    instituteRequired: 'Institute is required: the student belongs to no institute',
  },
  invitation: {
    subject: 'You have been added to Learn By Doing',
  },
} as const;
