import {
  ARTICLE_TYPES,
  BOOK_STATUS_LABELS,
  BOOK_STATUSES,
  CARD_FIELD_LABELS,
  CERTIFICATION_TYPE,
  CLUB_ROLES,
  CLUB_TYPES,
  COURSE_TYPES,
  DEGREE_FORMAT_LABELS,
  DEGREE_FORMATS,
  DURATION_UNITS,
  EVENT_ROLES,
  INTERNSHIP_TYPE,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  STATUS_LABELS,
  SUBJECT_TYPES,
  cardSchema,
  dateLabel,
  defaultFinish,
  defaultStart,
  educationLocks,
  issueFields,
  scoreLabel,
  type CardRuleOptions,
  type CardType,
  type DegreeFormat,
  type PortfolioEntryOf,
  type PortfolioStatus,
} from '@lbd/shared/portfolio';

/*
 * The add/edit modal of every card, described as data: which fields a card shows (some only under a
 * condition), how a saved entry fills them, and how they become the record the API takes. Field names
 * are the save body's field names, so client messages (issueFields) and a 422's `fields` land on them.
 */

/** What the modal holds while the student types: text, chosen names, a flag; keyed by field name. */
export type FormValues = Record<string, string | string[] | boolean | number | null>;

export interface Option {
  value: string;
  label: string;
}

type Base = { name: string; label: string; required?: boolean; disabled?: boolean };

/** One control of a card form. */
export type FieldSpec =
  | (Base & { kind: 'text'; multiline?: boolean; inputMode?: 'numeric' | 'decimal' | 'url' })
  | (Base & { kind: 'select'; options: Option[] })
  | (Base & { kind: 'radio'; options: Option[] })
  | (Base & { kind: 'date'; monthOnly?: boolean })
  | (Base & { kind: 'names'; list: 'skills' | 'career_paths' })
  /** Career paths or life skills, one shown at a time (job_roles_toggle / job_roles_option). */
  | (Base & { kind: 'learning'; careerPathsRequired: boolean; lifeSkillsRequired: boolean })
  | (Base & { kind: 'search'; lookup: 'institute' | 'degree' | 'specialization' })
  | (Base & { kind: 'checkbox' })
  /** Read-only fact shown in the form (a subject's degree and its score format). */
  | (Base & { kind: 'static'; text: string });

/** What a form needs to know besides its values. */
export interface FormContext {
  /** True when editing a saved entry (PUT). */
  editing: boolean;
  /** Education being edited: the saved institute, degree and format (locks, SPEC §4.3). */
  stored?: { institute: string; degree: string; format: DegreeFormat | null };
  /** Semester subject: its degree. */
  degree?: PortfolioEntryOf<'education'>;
}

const options = (values: readonly string[], labels?: Readonly<Record<string, string>>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));
const statusOptions = (statuses: readonly PortfolioStatus[]) => options(statuses, STATUS_LABELS);
const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

const desc = (label: string, required = true): FieldSpec => ({
  kind: 'text',
  name: 'desc',
  label,
  multiline: true,
  required,
});
const skills = (label: string): FieldSpec => ({ kind: 'names', name: 'skills', list: 'skills', label, required: true });
const learning = (careerPathsRequired = false, lifeSkillsRequired = false): FieldSpec => ({
  kind: 'learning',
  name: 'job_roles_toggle',
  label: 'Tag this entry with',
  careerPathsRequired,
  lifeSkillsRequired,
});
const duration = (label: string, unit: string): FieldSpec => ({
  kind: 'text',
  name: 'duration',
  label: `${label} (${unit})`,
  inputMode: 'numeric',
  required: true,
});

/** The fields a card's form shows for these values, in order (SPEC §3.1, §4.3, §5.1). */
export function cardFields(card: CardType, values: FormValues, context: FormContext): FieldSpec[] {
  const status = text(values, 'status');
  const when = (condition: boolean, ...fields: FieldSpec[]) => (condition ? fields : []);
  switch (card) {
    case 'books': {
      const L = CARD_FIELD_LABELS.books;
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'text', name: 'author', label: L.author, required: true },
        // Want to read, reading, finished (issue 23 item 26).
        {
          kind: 'select',
          name: 'status',
          label: L.status,
          options: options(BOOK_STATUSES, BOOK_STATUS_LABELS),
          required: true,
        },
        { kind: 'date', name: 'date', label: dateLabel('books', status), required: true },
        { kind: 'text', name: 'isbn', label: L.isbn, inputMode: 'numeric' },
        desc(L.desc, false),
        skills(L.skills),
        learning(),
      ];
    }
    case 'articles': {
      const L = CARD_FIELD_LABELS.articles;
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'text', name: 'author', label: L.author, required: true },
        { kind: 'select', name: 'type', label: L.type, options: options(ARTICLE_TYPES), required: true },
        { kind: 'text', name: 'url', label: L.url, inputMode: 'url', required: true },
        { kind: 'text', name: 'isbn', label: L.isbn, inputMode: 'numeric', required: true },
        { kind: 'date', name: 'date', label: dateLabel('articles', 'complete'), required: true },
        desc(L.desc),
        skills(L.skills),
        learning(),
      ];
    }
    case 'clubs': {
      const L = CARD_FIELD_LABELS.clubs;
      const type = text(values, 'type');
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'radio', name: 'type', label: L.type, options: options(CLUB_TYPES), required: true },
        { kind: 'select', name: 'role', label: L.role, options: options(CLUB_ROLES), required: true },
        { kind: 'date', name: 'date', label: L.date, required: true },
        { kind: 'text', name: 'source', label: L.source, required: true },
        desc(L.desc),
        skills(L.skills),
        learning(type === 'Educational', type === 'Non Educational'),
      ];
    }
    case 'projects': {
      const L = CARD_FIELD_LABELS.projects;
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        {
          kind: 'select',
          name: 'status',
          label: L.status,
          options: statusOptions(['complete', 'Enrolled']),
          required: true,
        },
        { kind: 'date', name: 'date', label: dateLabel('projects', status), required: true },
        duration(L.duration, DURATION_UNITS.projects),
        { kind: 'text', name: 'source', label: L.source, required: true },
        desc(L.desc),
        skills(L.skills),
        learning(false, true),
      ];
    }
    case 'events': {
      const L = CARD_FIELD_LABELS.events;
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'select', name: 'role', label: L.role, options: options(EVENT_ROLES), required: true },
        { kind: 'date', name: 'date', label: L.date, required: true },
        duration(L.duration, DURATION_UNITS.events),
        { kind: 'text', name: 'source', label: L.source, required: true },
        desc(L.desc),
        skills(L.skills),
        learning(false, true),
      ];
    }
    case 'courses': {
      const L = CARD_FIELD_LABELS.courses;
      const isOnline = text(values, 'type') === 'Online course';
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        {
          kind: 'select',
          name: 'status',
          label: L.status,
          options: statusOptions(['complete', 'ongoing']),
          required: true,
        },
        { kind: 'date', name: 'date', label: dateLabel('courses', status), required: true },
        duration(L.duration, DURATION_UNITS.courses),
        { kind: 'radio', name: 'type', label: L.type, options: options(COURSE_TYPES), required: true },
        ...when(
          isOnline,
          { kind: 'text', name: 'source', label: L.source, required: true },
          { kind: 'text', name: 'certificate', label: L.certificate, inputMode: 'url', required: true },
        ),
        desc(L.desc),
        skills(L.skills),
        learning(),
      ];
    }
    case 'certification': {
      const L = CARD_FIELD_LABELS.certification;
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'radio', name: 'role', label: L.role, options: options(COURSE_TYPES), required: true },
        { kind: 'text', name: 'source', label: L.source, required: true },
        { kind: 'date', name: 'date', label: L.date, required: true },
        { kind: 'text', name: 'certificate', label: L.certificate, inputMode: 'url' },
        desc(L.desc),
        skills(L.skills),
        learning(),
      ];
    }
    case 'internships':
    case 'jobs': {
      const L = CARD_FIELD_LABELS[card];
      const hasFinish = !(card === 'jobs' && status === 'ongoing');
      return [
        { kind: 'text', name: 'title', label: L.title, required: true },
        { kind: 'text', name: 'host', label: L.host, required: true },
        ...when(card === 'jobs', {
          kind: 'radio',
          name: 'type',
          label: CARD_FIELD_LABELS.jobs.type,
          options: options(JOB_TYPES, JOB_TYPE_LABELS),
          required: true,
        }),
        {
          kind: 'select',
          name: 'status',
          label: L.status,
          options: statusOptions(['complete', 'ongoing']),
          required: true,
        },
        { kind: 'date', name: 'startdate', label: L.startdate, required: true },
        ...when(hasFinish, { kind: 'date', name: 'finishdate', label: dateLabel(card, status), required: true }),
        desc(L.desc),
        skills(L.skills),
        learning(),
      ];
    }
    case 'education': {
      const L = CARD_FIELD_LABELS.education;
      const locks = educationLocks(context.editing, context.stored?.format);
      const format = text(values, 'format');
      return [
        {
          kind: 'search',
          name: 'institute',
          lookup: 'institute',
          label: L.institute,
          required: true,
          disabled: locks.institute,
        },
        { kind: 'search', name: 'degree', lookup: 'degree', label: L.degree, required: true, disabled: locks.degree },
        { kind: 'search', name: 'specialization', lookup: 'specialization', label: L.specialization, required: true },
        { kind: 'date', name: 'tenure.0', label: L['tenure.0'], monthOnly: true, required: true },
        { kind: 'date', name: 'tenure.1', label: L['tenure.1'], monthOnly: true, required: true },
        { kind: 'checkbox', name: 'latest_edu', label: 'This is my latest education' },
        {
          kind: 'radio',
          name: 'format',
          label: L.format,
          options: options(DEGREE_FORMATS, DEGREE_FORMAT_LABELS),
          required: true,
          disabled: locks.format,
        },
        {
          kind: 'text',
          name: 'score',
          label: scoreLabel(isFormat(format) ? format : null),
          inputMode: 'decimal',
          required: true,
        },
        {
          kind: 'radio',
          name: 'backlogsStatus',
          label: L.backlogsStatus,
          options: options(['yes', 'no'], YES_NO_LABELS),
          required: true,
        },
        ...when(text(values, 'backlogsStatus') === 'yes', {
          kind: 'text',
          name: 'backlogs',
          label: L.backlogs,
          inputMode: 'numeric',
          required: true,
        }),
        {
          kind: 'radio',
          name: 'placed',
          label: L.placed,
          options: options(['yes', 'no'], YES_NO_LABELS),
          required: true,
        },
      ];
    }
    case 'semester': {
      const L = CARD_FIELD_LABELS.semester;
      const degree = context.degree;
      const format = degree?.format ?? null;
      return [
        {
          kind: 'static',
          name: 'degree',
          label: CARD_FIELD_LABELS.education.degree,
          text: degree ? `${degree.degree}, ${degree.specialization}` : '',
        },
        {
          kind: 'static',
          name: 'institute',
          label: CARD_FIELD_LABELS.education.institute,
          text: degree?.institute ?? '',
        },
        { kind: 'text', name: 'name', label: L.name, required: true },
        { kind: 'text', name: 'semester_number', label: L.semester_number, inputMode: 'numeric', required: true },
        { kind: 'radio', name: 'type', label: L.type, options: options(SUBJECT_TYPES), required: true },
        { kind: 'static', name: 'format', label: L.format, text: format ? DEGREE_FORMAT_LABELS[format] : 'None' },
        { kind: 'date', name: 'date', label: L.date, required: true },
        { kind: 'text', name: 'score', label: scoreLabel(format), inputMode: 'decimal', required: true },
        { kind: 'names', name: 'skills', list: 'skills', label: L.skills, required: true },
        { kind: 'names', name: 'job_roles', list: 'career_paths', label: L.job_roles, required: true },
      ];
    }
  }
}

const YES_NO_LABELS = { yes: 'Yes', no: 'No' };

function isFormat(value: string): value is DegreeFormat {
  return (DEGREE_FORMATS as readonly string[]).includes(value);
}

const LEARNING_DEFAULTS = { skills: [] as string[], job_roles: [] as string[], life_skills: [] as string[] };

/** Values of a new entry: nothing chosen, dates at their defaults (01-01 and 31-12 of this year). */
export function emptyValues(card: CardType, now: Date): FormValues {
  const start = defaultStart(now);
  const finish = defaultFinish(now);
  switch (card) {
    case 'books':
      return { title: '', author: '', status: '', date: start, isbn: '', desc: '', ...LEARNING_DEFAULTS };
    case 'articles':
      return { title: '', author: '', type: '', url: '', isbn: '', date: start, desc: '', ...LEARNING_DEFAULTS };
    case 'clubs':
      return { title: '', type: '', role: '', date: start, source: '', desc: '', ...LEARNING_DEFAULTS };
    case 'projects':
      return { title: '', status: '', date: start, duration: '', source: '', desc: '', ...LEARNING_DEFAULTS };
    case 'events':
      return { title: '', role: '', date: start, duration: '', source: '', desc: '', ...LEARNING_DEFAULTS };
    case 'courses':
      return {
        title: '',
        status: '',
        date: start,
        duration: '',
        type: '',
        source: '',
        certificate: '',
        desc: '',
        ...LEARNING_DEFAULTS,
      };
    case 'certification':
      return { title: '', role: '', source: '', date: start, certificate: '', desc: '', ...LEARNING_DEFAULTS };
    case 'internships':
      return { title: '', host: '', status: '', startdate: start, finishdate: finish, desc: '', ...LEARNING_DEFAULTS };
    case 'jobs':
      return {
        title: '',
        host: '',
        type: '',
        status: '',
        startdate: start,
        finishdate: finish,
        desc: '',
        ...LEARNING_DEFAULTS,
      };
    case 'education':
      return {
        institute: '',
        my_org_id: null,
        degree: '',
        specialization: '',
        'tenure.0': start.slice(0, 4) + start.slice(5, 7),
        'tenure.1': finish.slice(0, 4) + finish.slice(5, 7),
        latest_edu: false,
        format: '',
        score: '',
        backlogsStatus: '',
        backlogs: '',
        placed: '',
      };
    case 'semester':
      return { name: '', semester_number: '', type: '', date: start, score: '', skills: [], job_roles: [] };
  }
}

const learningOf = (entry: { skills: string[]; job_roles: string[]; life_skills: string[] }) => ({
  skills: [...entry.skills],
  job_roles: [...entry.job_roles],
  life_skills: [...entry.life_skills],
});
const orEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Values of a saved entry, to edit it. */
export function entryValues<C extends CardType>(card: C, entry: PortfolioEntryOf<C>): FormValues {
  const e = entry as PortfolioEntryOf<CardType>;
  switch (e.card) {
    case 'books':
      return {
        title: e.title,
        author: e.author,
        status: e.status,
        date: e.date,
        isbn: orEmpty(e.isbn),
        desc: orEmpty(e.desc),
        ...learningOf(e),
      };
    case 'articles':
      return {
        title: e.title,
        author: e.author,
        type: e.type,
        url: orEmpty(e.url),
        isbn: orEmpty(e.isbn),
        date: e.date,
        desc: e.desc,
        ...learningOf(e),
      };
    case 'clubs':
      return {
        title: e.title,
        type: e.type,
        role: e.role,
        date: e.date,
        source: e.source,
        desc: e.desc,
        ...learningOf(e),
      };
    case 'projects':
      return {
        title: e.title,
        status: e.status,
        date: e.date,
        duration: String(e.duration),
        source: e.source,
        desc: e.desc,
        ...learningOf(e),
      };
    case 'events':
      return {
        title: e.title,
        role: e.role,
        date: e.date,
        duration: String(e.duration),
        source: e.source,
        desc: e.desc,
        external_id: e.external_id,
        ...learningOf(e),
      };
    case 'courses':
      return {
        title: e.title,
        status: e.status,
        date: e.date,
        duration: String(e.duration),
        type: e.type,
        source: orEmpty(e.source),
        certificate: orEmpty(e.certificate),
        desc: e.desc,
        external_id: e.external_id,
        ...learningOf(e),
      };
    case 'certification':
      return {
        title: e.title,
        role: e.role,
        source: e.source,
        date: e.date,
        certificate: orEmpty(e.certificate),
        desc: e.desc,
        external_id: e.external_id,
        ...learningOf(e),
      };
    case 'internships':
      return {
        title: e.title,
        host: e.host,
        status: e.status,
        startdate: e.startdate,
        finishdate: e.finishdate,
        desc: e.desc,
        ...learningOf(e),
      };
    case 'jobs':
      return {
        title: e.title,
        host: e.host,
        type: e.type,
        status: e.status,
        startdate: e.startdate,
        finishdate: orEmpty(e.finishdate),
        desc: e.desc,
        ...learningOf(e),
      };
    case 'education':
      return {
        institute: e.institute,
        my_org_id: e.my_org_id,
        degree: e.degree,
        specialization: e.specialization,
        'tenure.0': e.tenure[0],
        'tenure.1': e.tenure[1],
        latest_edu: e.latest_edu,
        format: orEmpty(e.format),
        score: String(e.score),
        backlogsStatus: e.backlogsStatus,
        backlogs: e.backlogsStatus === 'yes' ? String(e.backlogs) : '',
        placed: e.placed,
      };
    case 'semester':
      return {
        name: e.name,
        semester_number: String(e.semester_number),
        type: e.type,
        date: e.date,
        score: String(e.score),
        skills: [...e.skills],
        job_roles: [...e.job_roles],
      };
  }
}

const pick = (values: FormValues, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
const LEARNING_FIELDS = ['skills', 'job_roles', 'life_skills'];

/**
 * The record a card's save body carries (field names of SPEC §3.2). Hidden conditional fields are sent
 * empty: an Offline course has no source or certificate, an ongoing job no finish date, 'no' backlogs none.
 */
export function toRecord(
  card: CardType,
  values: FormValues,
  ids: { id?: number; uuid?: string } = {},
): Record<string, unknown> {
  const record = (() => {
    switch (card) {
      case 'books':
        return {
          kind: 'book',
          ...pick(values, ['title', 'author', 'status', 'date', 'isbn', 'desc', ...LEARNING_FIELDS]),
        };
      case 'articles':
        return {
          kind: 'article',
          status: 'complete',
          ...pick(values, ['title', 'author', 'type', 'url', 'isbn', 'date', 'desc', ...LEARNING_FIELDS]),
        };
      case 'clubs':
        return {
          status: 'complete',
          ...pick(values, ['title', 'type', 'role', 'date', 'source', 'desc', ...LEARNING_FIELDS]),
        };
      case 'projects':
        return pick(values, ['title', 'status', 'date', 'duration', 'source', 'desc', ...LEARNING_FIELDS]);
      case 'events':
        return {
          status: 'complete',
          ...pick(values, ['external_id', 'title', 'role', 'date', 'duration', 'source', 'desc', ...LEARNING_FIELDS]),
        };
      case 'courses': {
        const isOnline = values.type === 'Online course';
        return {
          ...pick(values, ['external_id', 'title', 'status', 'date', 'duration', 'type', 'desc', ...LEARNING_FIELDS]),
          source: isOnline ? values.source : null,
          certificate: isOnline ? values.certificate : null,
        };
      }
      case 'certification':
        return {
          type: CERTIFICATION_TYPE,
          status: 'complete',
          ...pick(values, [
            'external_id',
            'title',
            'role',
            'source',
            'date',
            'certificate',
            'desc',
            ...LEARNING_FIELDS,
          ]),
        };
      case 'internships':
        return {
          type: INTERNSHIP_TYPE,
          ...pick(values, ['title', 'host', 'status', 'startdate', 'finishdate', 'desc', ...LEARNING_FIELDS]),
        };
      case 'jobs':
        return {
          ...pick(values, ['title', 'host', 'type', 'status', 'startdate', 'desc', ...LEARNING_FIELDS]),
          finishdate: values.status === 'ongoing' ? null : values.finishdate,
        };
      case 'education':
        return {
          ...pick(values, [
            'my_org_id',
            'institute',
            'degree',
            'specialization',
            'format',
            'score',
            'backlogsStatus',
            'placed',
          ]),
          tenure: [values['tenure.0'] ?? '', values['tenure.1'] ?? ''],
          backlogs: values.backlogsStatus === 'yes' ? values.backlogs : null,
          latest_edu: values.latest_edu === true,
        };
      case 'semester':
        return pick(values, ['name', 'semester_number', 'type', 'date', 'score', 'skills', 'job_roles']);
    }
  })();
  // external_id is only known for entries added from the catalogue; leave it out otherwise.
  if ('external_id' in record && (record.external_id === null || record.external_id === undefined))
    delete record.external_id;
  return ids.id === undefined ? record : { id: ids.id, uuid: ids.uuid, ...record };
}

/** Rule options of a card's schema for this form. */
export function ruleOptions(card: CardType, context: FormContext): CardRuleOptions {
  const options: CardRuleOptions = { now: () => new Date(), editing: context.editing };
  if (card === 'education' && context.editing && context.stored) options.stored = context.stored;
  if (card === 'semester' && context.degree) {
    options.degreeFormat = context.degree.format;
    options.degreeTenure = context.degree.tenure;
  }
  return options;
}

/** Validate a record with the card's shared schema: null when fine, else messages by field name. */
export function validateRecord(
  card: CardType,
  record: Record<string, unknown>,
  context: FormContext,
): Record<string, string> | null {
  const result = cardSchema(card, ruleOptions(card, context)).safeParse(record);
  return result.success ? null : issueFields(result.error);
}
