import { RichTextField } from '../../../components/rich-text/rich-text-field';
import {
  LEARNING_LIMITS,
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
  type ResourceDetail,
  type ResourceKind,
} from '@lbd/shared';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router';
import { useFormFields } from '../../../lib/use-form-fields';
import { createResource, RESOURCES_KEY, resourceKey, updateResource, useResource } from '../api';
import {
  ContentEditor,
  CreateDraft,
  EditorPage,
  TitleField,
  type ContentEditorKind,
} from '../components/content-editor';
import { ResourceFileField } from '../components/resource-file-field';
import { TagPickers } from '../components/tag-pickers';
import { RESOURCE_ISSUES_HEADING } from '../learning-view';
import { formFromResource, resourceBodyFromForm, takesUrl, type ResourceFormValues } from '../resource-form';

const RESOURCE: ContentEditorKind = {
  api: 'resources',
  route: 'resources',
  editRoute: 'editResource',
  what: 'resource',
  issuesHeading: RESOURCE_ISSUES_HEADING,
  listKey: RESOURCES_KEY,
  detailKey: resourceKey,
};

function KindSelect({
  value,
  onChange,
  error,
}: {
  value: ResourceKind;
  onChange: (kind: ResourceKind) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label="Kind"
      value={value}
      onChange={(e) => onChange(e.target.value as ResourceKind)}
      error={Boolean(error)}
      helperText={error}
    >
      {RESOURCE_KINDS.map((k) => (
        <MenuItem key={k} value={k}>
          {RESOURCE_KIND_LABELS[k]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /createResource: a title and a kind make a draft, which opens in edit mode (SPEC §4.4). */
function CreateResource() {
  const [kind, setKind] = useState<ResourceKind>('text');
  return (
    <CreateDraft
      kind={RESOURCE}
      heading="Create Resource"
      intro="Start with a title and what kind of resource it is; you fill in the rest next. It stays a draft until you publish it."
      create={(title) => createResource({ title, kind })}
    >
      <KindSelect value={kind} onChange={setKind} />
    </CreateDraft>
  );
}

/** The author's edit mode: every field of a resource, in the editor's frame. */
function ResourceEditor({ resource }: { resource: ResourceDetail }) {
  const form = useFormFields<ResourceFormValues>(() => formFromResource(resource));
  const { values, errors, setField } = form;
  const text = (field: 'title' | 'url' | 'duration') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
  });

  return (
    <ContentEditor
      kind={RESOURCE}
      content={resource}
      form={form}
      save={(v) => updateResource(resource.id, resourceBodyFromForm(v))}
    >
      <Grid size={{ xs: 12, md: 8 }}>
        <TitleField {...text('title')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <KindSelect value={values.kind} onChange={(kind) => setField('kind', kind)} error={errors.kind} />
      </Grid>
      {takesUrl(values.kind) && (
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            label={values.kind === 'video' ? 'Video link' : 'Link'}
            type="url"
            placeholder="https://"
            slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.urlMax } }}
            {...text('url')}
            helperText={
              errors.url ??
              (values.kind === 'video' ? 'YouTube and Vimeo links play on the page; others open as a link' : undefined)
            }
          />
        </Grid>
      )}
      {values.kind === 'file' && (
        <Grid size={{ xs: 12, md: 8 }}>
          <ResourceFileField resource={resource} error={errors.file} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          label="Duration (minutes)"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: LEARNING_LIMITS.durationMinutesMax, step: 1 } }}
          {...text('duration')}
        />
      </Grid>
      <Grid size={12}>
        <RichTextField
          label={values.kind === 'text' ? 'Content' : 'Notes for the learner (optional)'}
          initialHtml={values.body}
          onChange={(html) => setField('body', html)}
          error={errors.body}
        />
      </Grid>
      <TagPickers values={values} errors={errors} onChange={(field, value) => setField(field, value as never)} />
    </ContentEditor>
  );
}

/** /createResource and /editResource/{id}. */
export default function ResourceEditorPage() {
  const params = useParams();
  const resource = useResource(Number(params.id));
  if (!params.id) return <CreateResource />;
  return (
    <EditorPage kind={RESOURCE} content={resource.data}>
      {(r) => <ResourceEditor key={r.id} resource={r} />}
    </EditorPage>
  );
}
