import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { LEARNING_LIMITS, type ResourceGroupDetail } from '@lbd/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useParams } from 'react-router';
import { useFormFields } from '../../../lib/use-form-fields';
import { createResourceGroup, groupKey, GROUPS_KEY, updateResourceGroup, useResourceGroup } from '../api';
import {
  ContentEditor,
  CreateDraft,
  EditorPage,
  TitleField,
  type ContentEditorKind,
} from '../components/content-editor';
import { GroupItemsEditor } from '../components/group-items-editor';
import { TagPickers } from '../components/tag-pickers';
import { formFromGroup, groupBodyFromForm, type GroupFormValues } from '../group-form';
import { GROUP_ISSUES_HEADING } from '../learning-view';

const GROUP: ContentEditorKind = {
  api: 'resource_groups',
  route: 'resourceGroups',
  editRoute: 'editResourceGroup',
  what: 'learning path',
  issuesHeading: GROUP_ISSUES_HEADING,
  listKey: GROUPS_KEY,
  detailKey: groupKey,
};

/** /createResourceGroup: a title makes a draft, which opens in edit mode (SPEC §4.4). */
function CreateGroup() {
  return (
    <CreateDraft
      kind={GROUP}
      heading="Create Learning Path"
      intro="Start with a title; you choose its resources and their order next. It stays a draft until you publish it."
      create={(title) => createResourceGroup({ title })}
    />
  );
}

/** The author's edit mode: every field of a learning path, its resources in order, in the editor's frame. */
function GroupEditor({ group }: { group: ResourceGroupDetail }) {
  const form = useFormFields<GroupFormValues>(() => formFromGroup(group));
  const { values, errors, setField } = form;
  const text = (field: 'title' | 'summary' | 'price') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value),
    error: Boolean(errors[field === 'price' ? 'price_paise' : field]),
    helperText: errors[field === 'price' ? 'price_paise' : field],
    fullWidth: true,
  });

  return (
    <ContentEditor
      kind={GROUP}
      content={group}
      form={form}
      save={(v) => updateResourceGroup(group.id, groupBodyFromForm(v))}
    >
      <Grid size={12}>
        <TitleField {...text('title')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Summary"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.summaryMax } }}
          {...text('summary')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Price"
          type="number"
          slotProps={{
            htmlInput: { min: 0, step: 1 },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
          {...text('price')}
          helperText={
            errors.price_paise ?? 'Leave empty for free. Paid paths can be published once payments are available.'
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControlLabel
          control={<Switch checked={values.certificate} onChange={(e) => setField('certificate', e.target.checked)} />}
          label="Certificate of completion"
        />
      </Grid>
      <Grid size={12}>
        <GroupItemsEditor items={values.items} errors={errors} onChange={(items) => setField('items', items)} />
      </Grid>
      <Grid size={12}>
        <RichTextField
          label="Description"
          initialHtml={values.description}
          onChange={(html) => setField('description', html)}
          error={errors.description}
        />
      </Grid>
      <TagPickers values={values} errors={errors} onChange={(field, value) => setField(field, value as never)} />
    </ContentEditor>
  );
}

/** /createResourceGroup and /editResourceGroup/{id}. */
export default function ResourceGroupEditorPage() {
  const params = useParams();
  const group = useResourceGroup(Number(params.id));
  if (!params.id) return <CreateGroup />;
  return (
    <EditorPage kind={GROUP} content={group.data}>
      {(g) => <GroupEditor key={g.id} group={g} />}
    </EditorPage>
  );
}
