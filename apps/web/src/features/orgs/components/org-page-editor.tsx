import { type CurrentUser } from '@lbd/shared/identity';
import { ORG_PAGE_LIMITS, ORG_TEXTS, type OrgPage } from '@lbd/shared/orgs';
import Edit from '@mui/icons-material/Edit';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { SearchAutocomplete, type SearchOption } from '../../../components/search-autocomplete';
import { useFeedback } from '../../../lib/feedback';
import { apiFieldErrors, failurePopup, type FieldErrors } from '../../../lib/form-errors';
import { searchCities, searchStates } from '../../../lib/lookups-api';
import { useSession } from '../../../lib/session';
import { updateOrgPage, uploadOrgLogo } from '../api';
import { initialsOf } from '../org-view';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** May this signed-in user edit this organisation's page? Its approved staff, and admins (the server decides). */
export function canEditOrgPage(user: CurrentUser | null | undefined, orgId: number): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  const p = user.profile;
  return (
    !!p &&
    (p.profile_type === 'COMPANY' || p.profile_type === 'INSTITUTION') &&
    p.active &&
    (p.org_membership ?? 'MEMBER') === 'MEMBER' &&
    p.org?.id === orgId
  );
}

interface Values {
  short_name: string;
  about: string;
  website: string;
  state: SearchOption | null;
  city: SearchOption | null;
}

const valuesOf = (org: OrgPage): Values => ({
  short_name: org.short_name ?? '',
  about: org.about ?? '',
  website: org.website ?? '',
  state: org.state_id !== null && org.state ? { id: org.state_id, label: org.state } : null,
  city: org.city_id !== null && org.city ? { id: org.city_id, label: org.city } : null,
});

/** 'Edit page' for the organisation's staff: about, website, short name, place and logo. */
export function OrgPageEditButton({ org }: { org: OrgPage }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!canEditOrgPage(user, org.id)) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<Edit />} onClick={() => setOpen(true)}>
        {ORG_TEXTS.editPage}
      </Button>
      {open && <OrgPageEditor org={org} onClose={() => setOpen(false)} />}
    </>
  );
}

function OrgPageEditor({ org, onClose }: { org: OrgPage; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { showToast, showPopup } = useFeedback();
  const [values, setValues] = useState<Values>(() => valuesOf(org));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [logo, setLogo] = useState(org.logo_url);
  const input = useRef<HTMLInputElement>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'state' ? 'state_id' : key === 'city' ? 'city_id' : key]: '' }));
  };
  const refresh = (page: OrgPage) => {
    queryClient.setQueryData(['orgs', org.id], page);
    void queryClient.invalidateQueries({ queryKey: ['orgs', org.id] });
  };

  const save = useMutation({
    mutationFn: () =>
      updateOrgPage(org.id, {
        short_name: values.short_name,
        about: values.about,
        website: values.website,
        state_id: values.state?.id ?? null,
        city_id: values.city?.id ?? null,
      }),
    meta: { handleErrors: false },
    onSuccess: (page) => {
      refresh(page);
      showToast({ message: ORG_TEXTS.saved, kind: 'success' });
      onClose();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else showPopup(failurePopup(error));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadOrgLogo(org.id, file),
    meta: { handleErrors: false },
    onSuccess: (page) => {
      setLogo(page.logo_url);
      refresh(page);
      showToast({ message: ORG_TEXTS.logoUpdated, kind: 'success' });
    },
    onError: (error) => {
      const file = apiFieldErrors(error)?.file;
      if (file) setErrors((e) => ({ ...e, file }));
      else showPopup(failurePopup(error));
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > ORG_PAGE_LIMITS.logoBytes)
      setErrors((e) => ({ ...e, file: ORG_TEXTS.logoFile }));
    else {
      setErrors((e) => ({ ...e, file: '' }));
      upload.mutate(file);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="org-editor-title">
      <DialogTitle id="org-editor-title">{ORG_TEXTS.editTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={logo ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64 }}>
              {initialsOf(org.full_name)}
            </Avatar>
            <Stack spacing={0.5}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<PhotoCamera />}
                onClick={() => input.current?.click()}
                disabled={upload.isPending}
              >
                {upload.isPending ? 'Uploading…' : ORG_TEXTS.chooseLogo}
              </Button>
              <Typography variant="caption" color={errors.file ? 'error' : 'text.secondary'}>
                {errors.file || ORG_TEXTS.logoHelp}
              </Typography>
            </Stack>
            <input
              ref={input}
              type="file"
              hidden
              accept={IMAGE_TYPES.join(',')}
              onChange={pick}
              aria-label={ORG_TEXTS.chooseLogo}
              data-testid="org-logo-file"
            />
          </Stack>
          <TextField
            label={ORG_TEXTS.shortName}
            value={values.short_name}
            onChange={(e) => set('short_name', e.target.value)}
            error={Boolean(errors.short_name)}
            helperText={errors.short_name}
            slotProps={{ htmlInput: { maxLength: ORG_PAGE_LIMITS.shortName } }}
          />
          <TextField
            label={ORG_TEXTS.about}
            value={values.about}
            onChange={(e) => set('about', e.target.value)}
            multiline
            minRows={4}
            error={Boolean(errors.about)}
            helperText={errors.about || `${values.about.length} / ${ORG_PAGE_LIMITS.about}`}
          />
          <TextField
            label={ORG_TEXTS.website}
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
            placeholder="https://"
            error={Boolean(errors.website)}
            helperText={errors.website}
          />
          <SearchAutocomplete
            label={ORG_TEXTS.state}
            value={values.state}
            onChange={(state) => {
              set('state', state);
              if (state?.id !== values.state?.id) set('city', null);
            }}
            queryKey={['lookups', 'states']}
            fetchOptions={searchStates}
            error={errors.state_id}
          />
          <SearchAutocomplete
            label={ORG_TEXTS.city}
            value={values.city}
            onChange={(city) => set('city', city)}
            queryKey={['lookups', 'cities', values.state?.id ?? null]}
            fetchOptions={(text) => searchCities(values.state?.id ?? 0, text)}
            disabled={!values.state?.id}
            error={errors.city_id}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
