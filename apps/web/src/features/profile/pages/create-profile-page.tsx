import { FIRST_YEAR, YEARS_AHEAD } from '@lbd/shared/constants';
import { type ProfileType } from '@lbd/shared/enums';
import { ERROR_TEXTS } from '@lbd/shared/messages';
import { PROFILE_TEXTS, isValidPhone, profileEmail } from '@lbd/shared/profiles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CountryCodeField } from '../../../components/country-code-field';
import { PageLoading } from '../../../components/page-loading';
import { SearchAutocomplete } from '../../../components/search-autocomplete';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import {
  searchCities,
  searchDegrees,
  searchDesignations,
  searchOrgs,
  searchSpecializations,
  searchStates,
} from '../../../lib/lookups-api';
import { routeFor } from '../../../lib/route-for';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { checkAvailability, createProfile } from '../api';
import { CompletionShell } from '../components/completion-shell';
import {
  ORG_LABELS,
  PROFILE_TYPE_CHOICES,
  initialProfileValues,
  orgTypeFor,
  toFormErrors,
  validateProfileForm,
  type ProfileFormValues,
} from '../create-profile-form';

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

function graduationYears(): number[] {
  const last = new Date().getFullYear() + YEARS_AHEAD;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => last - index);
}

function ProfileTypeChooser({
  value,
  onChange,
  error,
}: {
  value: ProfileType | null;
  onChange: (type: ProfileType) => void;
  error?: string;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
        I am joining as
      </Typography>
      <Box
        role="radiogroup"
        aria-label="Profile type"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}
      >
        {PROFILE_TYPE_CHOICES.map((choice) => {
          const checked = value === choice.value;
          const descriptionId = `profile-type-${choice.value}`;
          return (
            <Paper
              key={choice.value}
              variant="outlined"
              onClick={() => onChange(choice.value)}
              sx={{
                p: 1.5,
                cursor: 'pointer',
                borderWidth: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(47, 84, 212, 0.06)' : 'background.paper',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: -0.75 }}>
                <Radio
                  checked={checked}
                  onChange={() => onChange(choice.value)}
                  value={choice.value}
                  name="profile_type"
                  size="small"
                  slotProps={{ input: { 'aria-label': choice.label, 'aria-describedby': descriptionId } }}
                />
                <Typography sx={{ fontWeight: 700 }}>{choice.label}</Typography>
              </Box>
              <Typography id={descriptionId} variant="body2" color="text.secondary">
                {choice.description}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** /createProfile: choose the profile type, then its fields (SPEC §3.3, §4.1, §5.1). */
export default function CreateProfilePage() {
  const { user } = useSession();
  if (!user) return <PageLoading />;
  return <CreateProfileForm key={user.id ?? 'user'} />;
}

function CreateProfileForm() {
  const { user, refetchUser } = useSession();
  const { showPopup } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [values, setValues] = useState<ProfileFormValues>(() => initialProfileValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Answers of the availability checks, kept apart so a submit's validation does not hide them.
  const [taken, setTaken] = useState<{ email?: string; phone?: string }>({});

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
    if (field === 'email' || field === 'phone' || field === 'country') {
      setTaken((current) => (field === 'email' ? { ...current, email: undefined } : { ...current, phone: undefined }));
    }
  };

  const chooseType = (type: ProfileType) => {
    setValues((current) => {
      const sameOrgKind = current.profile_type !== null && orgTypeFor(current.profile_type) === orgTypeFor(type);
      return { ...current, profile_type: type, org: sameOrgKind ? current.org : null };
    });
    setErrors({});
  };

  const checkEmail = async () => {
    const email = values.email.trim();
    if (!profileEmail.safeParse(email).success || email === user?.email) return;
    try {
      const answer = await checkAvailability('email', email);
      if (!answer.available)
        setTaken((current) => ({ ...current, email: answer.message ?? PROFILE_TEXTS.inUse('Email') }));
    } catch {
      // The server checks again on submit.
    }
  };

  const checkPhone = async () => {
    const code = values.country?.code ?? '';
    if (!isValidPhone(code, values.phone) || `${code}${values.phone}` === user?.phone_number) return;
    try {
      const answer = await checkAvailability('phone', values.phone, code);
      if (!answer.available)
        setTaken((current) => ({ ...current, phone: answer.message ?? PROFILE_TEXTS.inUse('Phone') }));
    } catch {
      // The server checks again on submit.
    }
  };

  const create = useMutation({
    mutationFn: async (profile: Parameters<typeof createProfile>[0]) => {
      await createProfile(profile);
      return refetchUser();
    },
    meta: { handleErrors: false },
    onSuccess: (created) => {
      const decision = routeFor(created, { pathname, isMobile, justCreatedProfile: true });
      if (decision) void navigate(decision.to, { replace: true });
    },
    onError: (error) => {
      // Everything typed stays; messages go on their fields and the popup says what happened.
      const fields = apiFieldErrors(error, 'profile');
      if (fields) setErrors(toFormErrors(fields));
      if (error instanceof ApiError && error.status === 422) {
        showPopup(error.popup ?? { heading: ERROR_TEXTS.defaultPopupHeading, message: PROFILE_TEXTS.creationFailed });
      } else {
        showPopup(failurePopup(error));
      }
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProfileForm(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    if (taken.email || taken.phone) return;
    create.mutate(result.profile);
  };

  const type = values.profile_type;
  const errorOf = (field: keyof ProfileFormValues) => errors[field];
  const submitting = create.isPending;

  return (
    <CompletionShell>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        Create your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us who you are so Learn By Doing can show you what matters to you.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Create profile">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <ProfileTypeChooser value={type} onChange={chooseType} error={errors.profile_type} />
        </Paper>
        {type && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              About you
            </Typography>
            <Box sx={GRID}>
              <TextField
                label="First Name"
                name="first_name"
                required
                value={values.first_name}
                onChange={(event) => set('first_name', event.target.value)}
                error={Boolean(errorOf('first_name'))}
                helperText={errorOf('first_name')}
                autoComplete="given-name"
              />
              <TextField
                label="Last Name"
                name="last_name"
                value={values.last_name}
                onChange={(event) => set('last_name', event.target.value)}
                error={Boolean(errorOf('last_name'))}
                helperText={errorOf('last_name')}
                autoComplete="family-name"
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                required
                value={values.email}
                onChange={(event) => set('email', event.target.value.trim())}
                onBlur={() => void checkEmail()}
                error={Boolean(errorOf('email') ?? taken.email)}
                helperText={errorOf('email') ?? taken.email}
                autoComplete="email"
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
              <CountryCodeField
                value={values.country}
                onChange={(country) => set('country', country)}
                error={errorOf('country')}
              />
              <TextField
                label="Phone number"
                name="phone"
                required
                value={values.phone}
                onChange={(event) => set('phone', event.target.value.replace(/\D/g, ''))}
                onBlur={() => void checkPhone()}
                error={Boolean(errorOf('phone') ?? taken.phone)}
                helperText={errorOf('phone') ?? taken.phone}
                autoComplete="tel-national"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              />
              <SearchAutocomplete
                label="State"
                name="state"
                value={values.state}
                onChange={(state) => {
                  set('state', state);
                  if (state?.id !== values.state?.id) set('city', null);
                }}
                queryKey={['lookups', 'states']}
                fetchOptions={searchStates}
                error={errorOf('state')}
              />
              <SearchAutocomplete
                label="City"
                name="city"
                value={values.city}
                onChange={(city) => set('city', city)}
                queryKey={['lookups', 'cities', values.state?.id ?? null]}
                fetchOptions={(text) => searchCities(values.state?.id ?? 0, text)}
                disabled={!values.state?.id}
                helperText={values.state ? undefined : 'Choose the state first'}
                error={errorOf('city')}
              />
            </Box>

            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
              {type === 'STUDENT' ? 'Your studies' : 'Your organisation'}
            </Typography>
            <Box sx={GRID}>
              <SearchAutocomplete
                key={orgTypeFor(type) ?? 'ANY'}
                label={ORG_LABELS[type]}
                name="org"
                value={values.org}
                onChange={(org) => set('org', org)}
                queryKey={['lookups', 'orgs', orgTypeFor(type) ?? 'ANY']}
                fetchOptions={(text) => searchOrgs(orgTypeFor(type), text)}
                freeSolo
                required
                error={errorOf('org')}
                helperText="Not in the list? Type its full name."
              />
              {type === 'STUDENT' ? (
                <>
                  <SearchAutocomplete
                    label="Degree"
                    name="degree"
                    value={values.degree}
                    onChange={(degree) => set('degree', degree)}
                    queryKey={['lookups', 'degrees']}
                    fetchOptions={searchDegrees}
                    required
                    error={errorOf('degree')}
                  />
                  <SearchAutocomplete
                    label="Specialization"
                    name="specialization"
                    value={values.specialization}
                    onChange={(specialization) => set('specialization', specialization)}
                    queryKey={['lookups', 'specializations']}
                    fetchOptions={searchSpecializations}
                    required
                    error={errorOf('specialization')}
                  />
                  <TextField
                    select
                    label="Graduation year"
                    name="graduation_year"
                    required
                    value={values.graduation_year}
                    onChange={(event) => set('graduation_year', event.target.value)}
                    error={Boolean(errorOf('graduation_year'))}
                    helperText={errorOf('graduation_year')}
                    slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
                  >
                    {graduationYears().map((year) => (
                      <MenuItem key={year} value={String(year)}>
                        {year}
                      </MenuItem>
                    ))}
                  </TextField>
                </>
              ) : (
                <SearchAutocomplete
                  label={type === 'ADVISOR' ? 'Designation' : 'Your designation'}
                  name="designation"
                  value={values.designation}
                  onChange={(designation) => set('designation', designation)}
                  queryKey={['lookups', 'designations']}
                  fetchOptions={searchDesignations}
                  required
                  error={errorOf('designation')}
                />
              )}
            </Box>
            {(type === 'COMPANY' || type === 'INSTITUTION') && (
              <Alert severity="info" sx={{ mt: 3 }}>
                Our team approves every {type === 'COMPANY' ? 'company' : 'institution'} profile before it can post
                jobs, events and clubs.
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {submitting ? 'Creating your profile…' : 'Create profile'}
              </Button>
            </Box>
          </Paper>
        )}
      </Box>
    </CompletionShell>
  );
}
