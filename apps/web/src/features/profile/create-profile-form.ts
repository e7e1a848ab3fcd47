import { type OrgType, type ProfileType } from '@lbd/shared/enums';
import { type CurrentUser } from '@lbd/shared/identity';
import { PROFILE_TEXTS, createProfileSchema, isValidPhone, type CreateProfile } from '@lbd/shared/profiles';
import { DEFAULT_COUNTRY } from '../../components/country-code-field';
import type { SearchOption } from '../../components/search-autocomplete';
import type { FieldErrors } from '../../lib/form-errors';
import { validate } from '../../lib/form-errors';

/** What the create-profile form holds; every field survives a failed submit. */
export interface ProfileFormValues {
  profile_type: ProfileType | null;
  first_name: string;
  last_name: string;
  email: string;
  country: SearchOption | null;
  phone: string;
  state: SearchOption | null;
  city: SearchOption | null;
  /** Institute or company from the catalogue (id) or a new name (id null). */
  org: SearchOption | null;
  degree: SearchOption | null;
  specialization: SearchOption | null;
  graduation_year: string;
  designation: SearchOption | null;
}

/** The four profile types as the form names them. */
export const PROFILE_TYPE_CHOICES: { value: ProfileType; label: string; description: string }[] = [
  {
    value: 'STUDENT',
    label: 'Student',
    description: 'Build a career portfolio, learn by doing and find jobs and internships.',
  },
  { value: 'ADVISOR', label: 'Mentor', description: 'Guide learners through projects, quizzes and activities.' },
  { value: 'COMPANY', label: 'Company', description: 'Post jobs, internships, events and clubs and find talent.' },
  { value: 'INSTITUTION', label: 'Institution', description: 'Follow your students’ progress and post opportunities.' },
];

/** Labels of the organisation field by profile type (the schema's empty message uses the same words). */
export const ORG_LABELS: Record<ProfileType, string> = {
  STUDENT: 'Institute',
  ADVISOR: 'Organisation',
  COMPANY: 'Company',
  INSTITUTION: 'Institute',
};

/** Which catalogue the organisation field searches; mentors may belong to either kind. */
export function orgTypeFor(profileType: ProfileType): OrgType | undefined {
  if (profileType === 'COMPANY') return 'COMPANY';
  if (profileType === 'ADVISOR') return undefined;
  return 'INSTITUTION';
}

/** A phone number stored as '+919876543210' split into the form's country and digits (India only). */
function splitPhone(phoneNumber: string | null | undefined): { country: SearchOption; phone: string } {
  const indian = /^\+91(\d{10})$/.exec(phoneNumber ?? '');
  return { country: DEFAULT_COUNTRY, phone: indian?.[1] ?? '' };
}

export function initialProfileValues(user: CurrentUser | null): ProfileFormValues {
  const { country, phone } = splitPhone(user?.phone_number);
  return {
    profile_type: null,
    first_name: '',
    last_name: '',
    email: user?.email ?? '',
    country,
    phone,
    state: null,
    city: null,
    org: null,
    degree: null,
    specialization: null,
    graduation_year: '',
    designation: null,
  };
}

/** The body's profile object built from the form (not validated yet). */
export function toCreateProfile(values: ProfileFormValues): Record<string, unknown> {
  const base: Record<string, unknown> = {
    profile_type: values.profile_type,
    first_name: values.first_name,
    last_name: values.last_name.trim() === '' ? undefined : values.last_name,
    email: values.email,
    country_code: values.country?.code ?? '',
    phone: values.phone,
    state_id: values.state?.id ?? undefined,
    city_id: values.city?.id ?? undefined,
    my_org_id: values.org?.id ?? undefined,
    org_name: values.org && values.org.id === null ? values.org.label : undefined,
  };
  if (values.profile_type === 'STUDENT') {
    return {
      ...base,
      degree_id: values.degree?.id ?? undefined,
      specialization_id: values.specialization?.id ?? undefined,
      graduation_year: values.graduation_year === '' ? undefined : Number(values.graduation_year),
    };
  }
  return { ...base, designation_id: values.designation?.id ?? undefined };
}

/** Body field -> form field, for client and server messages. */
const FIELD_OF_KEY: Record<string, keyof ProfileFormValues> = {
  profile_type: 'profile_type',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  country_code: 'country',
  phone: 'phone',
  state_id: 'state',
  city_id: 'city',
  my_org_id: 'org',
  org_name: 'org',
  degree_id: 'degree',
  specialization_id: 'specialization',
  graduation_year: 'graduation_year',
  designation_id: 'designation',
};

/** Messages keyed by body field (client issues or the server's `fields`) re-keyed by form field. */
export function toFormErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF_KEY[key] ?? key;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

const REQUIRED_CHOICES: { field: keyof ProfileFormValues; text: string; types: ProfileType[] }[] = [
  { field: 'degree', text: PROFILE_TEXTS.selectOne('your degree'), types: ['STUDENT'] },
  { field: 'specialization', text: PROFILE_TEXTS.selectOne('your specialization'), types: ['STUDENT'] },
  { field: 'graduation_year', text: PROFILE_TEXTS.selectOne('your graduation year'), types: ['STUDENT'] },
  {
    field: 'designation',
    text: PROFILE_TEXTS.selectOne('your designation'),
    types: ['ADVISOR', 'COMPANY', 'INSTITUTION'],
  },
];

/**
 * Validate the form with the shared createProfileSchema (its messages, e.g. 'First Name cannot be
 * empty', 'Enter a valid email id', 'Enter a valid phone number'); an unchosen list shows
 * 'Please select ...'.
 */
export function validateProfileForm(
  values: ProfileFormValues,
): { profile: CreateProfile; errors: null } | { profile: null; errors: FieldErrors } {
  if (!values.profile_type) return { profile: null, errors: { profile_type: PROFILE_TEXTS.selectOne('who you are') } };
  const result = validate(createProfileSchema, toCreateProfile(values));
  if (!result.errors) return { profile: result.data, errors: null };
  const errors = toFormErrors(result.errors);
  for (const choice of REQUIRED_CHOICES) {
    if (!choice.types.includes(values.profile_type)) continue;
    if (values[choice.field] === null || values[choice.field] === '') errors[choice.field] = choice.text;
  }
  // The schema checks these after every other field is valid; show them together with the rest.
  if (!errors.org && !values.org) errors.org = PROFILE_TEXTS.empty(ORG_LABELS[values.profile_type]);
  if (!errors.phone && !isValidPhone(values.country?.code ?? '', values.phone))
    errors.phone = PROFILE_TEXTS.invalidPhone;
  return { profile: null, errors };
}
