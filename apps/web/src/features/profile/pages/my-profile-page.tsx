import { FIRST_YEAR, YEARS_AHEAD } from '@lbd/shared/constants';
import { PROFILE_TEXTS, editProfileSchema, isValidPhone, type ProfileDetail } from '@lbd/shared/profiles';
import { TESTIMONIAL_TEXTS } from '@lbd/shared/testimonials';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CountryCodeField, DEFAULT_COUNTRY } from '../../../components/country-code-field';
import { PageLoading } from '../../../components/page-loading';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, validate, type FieldErrors } from '../../../lib/form-errors';
import {
  findNameById,
  type NamedListPath,
  searchCities,
  searchDegrees,
  searchDesignations,
  searchSpecializations,
  searchStates,
} from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { NotificationEmailSettings } from '../../notifications';
import { editProfile, fetchProfile, PROFILE_KEY, type EditProfile } from '../api';
import { ChangePasswordForm, DeleteAccount } from '../components/account-settings';
import { AvatarUpload } from '../components/avatar-upload';
import { SignInSecurity } from '../components/sign-in-security';
import { TopicInterests } from '../components/topic-interests';
import { toFormErrors } from '../create-profile-form';

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

interface SettingsValues {
  first_name: string;
  last_name: string;
  email: string;
  country: SearchOption | null;
  phone: string;
  state: SearchOption | null;
  city: SearchOption | null;
  designation: SearchOption | null;
  degree: SearchOption | null;
  specialization: SearchOption | null;
  graduation_year: string;
  bio: string;
}

type LabelKey = 'state' | 'city' | 'designation' | 'degree' | 'specialization';

/** A saved profile holds catalogue ids; the form shows names. Each lookup walks its list for the id. */
function labelQueries(profile: ProfileDetail | undefined) {
  const lookups: { key: LabelKey; id: number | null; path: NamedListPath; params?: { state_id?: number } }[] = [
    { key: 'state', id: profile?.state_id ?? null, path: '/api/states' },
    {
      key: 'city',
      id: profile?.city_id ?? null,
      path: '/api/cities',
      params: profile?.state_id ? { state_id: profile.state_id } : {},
    },
    { key: 'designation', id: profile?.designation_id ?? null, path: '/api/designations' },
    { key: 'degree', id: profile?.degree_id ?? null, path: '/api/degrees' },
    { key: 'specialization', id: profile?.specialization_id ?? null, path: '/api/specializations' },
  ];
  return lookups.map((lookup) => ({
    key: lookup.key,
    id: lookup.id,
    query: {
      queryKey: ['lookups', 'name', lookup.path, lookup.id],
      queryFn: () => findNameById(lookup.path, lookup.id ?? 0, lookup.params),
      enabled: lookup.id !== null,
      staleTime: Infinity,
      meta: { handleErrors: false },
    },
  }));
}

function initialValues(profile: ProfileDetail, names: Partial<Record<LabelKey, string | null>>): SettingsValues {
  const option = (key: LabelKey, id: number | null): SearchOption | null =>
    id === null ? null : { id, label: names[key] ?? `#${id}` };
  return {
    first_name: profile.first_name,
    last_name: profile.last_name ?? '',
    email: profile.email ?? '',
    country:
      profile.country_code && profile.country_code !== DEFAULT_COUNTRY.code
        ? { id: null, label: profile.country_code, code: profile.country_code }
        : DEFAULT_COUNTRY,
    phone: profile.phone ?? '',
    state: option('state', profile.state_id),
    city: option('city', profile.city_id),
    designation: option('designation', profile.designation_id),
    degree: option('degree', profile.degree_id),
    specialization: option('specialization', profile.specialization_id),
    graduation_year: profile.graduation_year ? String(profile.graduation_year) : '',
    bio: profile.bio ?? '',
  };
}

function toEditProfile(values: SettingsValues, profile: ProfileDetail): EditProfile {
  const body: EditProfile = {
    first_name: values.first_name,
    last_name: values.last_name.trim() === '' ? null : values.last_name,
    email: values.email,
    country_code: values.country?.code ?? '',
    phone: values.phone,
    state_id: values.state?.id ?? null,
    city_id: values.city?.id ?? null,
    bio: values.bio.trim() === '' ? null : values.bio,
  };
  if (profile.profile_type === 'STUDENT') {
    body.degree_id = values.degree?.id ?? null;
    body.specialization_id = values.specialization?.id ?? null;
    body.graduation_year = values.graduation_year === '' ? null : Number(values.graduation_year);
  } else {
    body.designation_id = values.designation?.id ?? null;
  }
  return body;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The account's own sections (issue 23 items 28 and 30): every signed-in user has them, with a profile or not. */
function AccountSections() {
  return (
    <>
      <Section title="Password">
        <ChangePasswordForm />
      </Section>
      <Section title="Sign-in and security">
        <SignInSecurity />
      </Section>
      <Section title="Delete account">
        <DeleteAccount />
      </Section>
    </>
  );
}

const PAGE_SX = { px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, maxWidth: 920 } as const;

function Heading() {
  return (
    <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 3 }}>
      Profile Settings
    </Typography>
  );
}

/**
 * /myprofile: profile settings (SPEC §2.1): details, photo, topic interests, notification emails, the
 * password and deleting the account. An admin without a profile has the account's sections only.
 */
export default function MyProfilePage() {
  const { user } = useSession();
  const hasProfile = Boolean(user?.profile);
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, enabled: hasProfile });
  const lookups = labelQueries(profile.data);
  const names = useQueries({ queries: lookups.map((lookup) => lookup.query) });
  const namesReady = names.every((name, index) => lookups[index]?.id === null || !name.isPending);

  // An account without a profile (an admin's) has its account here, and an admin is told where they work.
  if (user && !hasProfile)
    return (
      <Box sx={PAGE_SX}>
        <Heading />
        {user.is_admin && <AdminNoProfile />}
        <AccountSections />
      </Box>
    );
  if (!user || !profile.data || !namesReady) return <PageLoading />;
  const labels = Object.fromEntries(lookups.map((lookup, index) => [lookup.key, names[index]?.data ?? null]));
  return (
    <Box sx={PAGE_SX}>
      <Heading />
      <Section title="Photo">
        <AvatarUpload name={profile.data.first_name} avatarUrl={user.profile?.avatar_url ?? profile.data.avatar_url} />
      </Section>
      <SettingsForm profile={profile.data} initial={initialValues(profile.data, labels)} />
      <Section title="Topic interests">
        <TopicInterests />
      </Section>
      <Section title="Notification emails">
        <NotificationEmailSettings />
      </Section>
      <Section title="Testimonials">
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {TESTIMONIAL_TEXTS.myIntro}
        </Typography>
        <Button component={RouterLink} to="/testimonials/mine" variant="outlined">
          {TESTIMONIAL_TEXTS.myHeading}
        </Button>
      </Section>
      <AccountSections />
    </Box>
  );
}

/** What /myprofile offers an admin who has no profile: where an admin's work is. */
function AdminNoProfile() {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 2 }}>{PROFILE_TEXTS.adminNoProfile}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/adminDashboard" variant="contained">
          Admin Dashboard
        </Button>
        <Button component={RouterLink} to="/accounts" variant="outlined">
          Accounts
        </Button>
      </Stack>
    </Box>
  );
}

function SettingsForm({ profile, initial }: { profile: ProfileDetail; initial: SettingsValues }) {
  const { refetchUser } = useSession();
  const { showToast, showPopup } = useFeedback();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isStudent = profile.profile_type === 'STUDENT';

  const set = <K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  };

  const save = useMutation({
    mutationFn: editProfile,
    meta: { handleErrors: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      void refetchUser().catch(() => undefined);
      showToast({ message: PROFILE_TEXTS.saved, kind: 'success' });
    },
    onError: (error) => {
      const fields = apiFieldErrors(error, 'profile');
      if (fields) setErrors(toFormErrors(fields));
      else showPopup(failurePopup(error));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = toEditProfile(values, profile);
    const result = validate(editProfileSchema, body);
    const found = result.errors ? toFormErrors(result.errors) : {};
    if (!isValidPhone(values.country?.code ?? '', values.phone)) found.phone = PROFILE_TEXTS.invalidPhone;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    save.mutate(body);
  };

  const errorProps = (field: keyof SettingsValues) => ({ error: Boolean(errors[field]), helperText: errors[field] });
  const lastYear = new Date().getFullYear() + YEARS_AHEAD;

  return (
    <Section title="Your details">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Profile settings">
        <Box sx={GRID}>
          <TextField
            label="First Name"
            name="first_name"
            required
            value={values.first_name}
            onChange={(e) => set('first_name', e.target.value)}
            {...errorProps('first_name')}
          />
          <TextField
            label="Last Name"
            name="last_name"
            value={values.last_name}
            onChange={(e) => set('last_name', e.target.value)}
            {...errorProps('last_name')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            value={values.email}
            onChange={(e) => set('email', e.target.value.trim())}
            {...errorProps('email')}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <CountryCodeField
            value={values.country}
            onChange={(country) => set('country', country)}
            error={errors.country}
          />
          <TextField
            label="Phone number"
            name="phone"
            required
            value={values.phone}
            onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
            {...errorProps('phone')}
          />
          <SearchAutocomplete
            label="State"
            value={values.state}
            onChange={(state) => {
              set('state', state);
              if (state?.id !== values.state?.id) set('city', null);
            }}
            queryKey={['lookups', 'states']}
            fetchOptions={searchStates}
            error={errors.state}
          />
          <SearchAutocomplete
            label="City"
            value={values.city}
            onChange={(city) => set('city', city)}
            queryKey={['lookups', 'cities', values.state?.id ?? null]}
            fetchOptions={(text) => searchCities(values.state?.id ?? 0, text)}
            disabled={!values.state?.id}
            error={errors.city}
          />
          <TextField
            label={isStudent ? 'Institute' : 'Organisation'}
            value={profile.org_name ?? ''}
            disabled
            helperText="Contact us to change it."
          />
          {isStudent ? (
            <>
              <SearchAutocomplete
                label="Degree"
                value={values.degree}
                onChange={(degree) => set('degree', degree)}
                queryKey={['lookups', 'degrees']}
                fetchOptions={searchDegrees}
                error={errors.degree}
              />
              <SearchAutocomplete
                label="Specialization"
                value={values.specialization}
                onChange={(specialization) => set('specialization', specialization)}
                queryKey={['lookups', 'specializations']}
                fetchOptions={searchSpecializations}
                error={errors.specialization}
              />
              <TextField
                select
                label="Graduation year"
                value={values.graduation_year}
                onChange={(e) => set('graduation_year', e.target.value)}
                {...errorProps('graduation_year')}
              >
                {Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => lastYear - index).map((year) => (
                  <MenuItem key={year} value={String(year)}>
                    {year}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : (
            <SearchAutocomplete
              label="Designation"
              value={values.designation}
              onChange={(designation) => set('designation', designation)}
              queryKey={['lookups', 'designations']}
              fetchOptions={searchDesignations}
              error={errors.designation}
            />
          )}
          <TextField
            label="About you"
            name="bio"
            value={values.bio}
            onChange={(e) => set('bio', e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            {...errorProps('bio')}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
