import { LEARNING_FIELD_LABELS } from '@lbd/shared/portfolio';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { NameMultiSelect } from '../../../components/name-multi-select';

/** Which list the toggle shows (job_roles_option). */
export type LearningOption = 'job_roles' | 'life_skills';

export interface LearningTagsProps {
  label: string;
  jobRoles: string[];
  lifeSkills: string[];
  onChange: (field: LearningOption, names: string[]) => void;
  careerPathsRequired: boolean;
  lifeSkillsRequired: boolean;
  errors: Record<string, string>;
  /** The student's own career paths ('Selected'). */
  selectedRoles: readonly string[];
}

function preferred(careerPathsRequired: boolean, lifeSkillsRequired: boolean): LearningOption {
  return lifeSkillsRequired && !careerPathsRequired ? 'life_skills' : 'job_roles';
}

/**
 * Career paths or life skills of an entry (SPEC §3.1, §4.3): a toggle (job_roles_toggle) chooses which
 * of the two lists is shown (job_roles_option); both keep their names. The list a rule requires is shown
 * first, and a message on the hidden list brings it into view.
 */
export function LearningTags({
  label,
  jobRoles,
  lifeSkills,
  onChange,
  careerPathsRequired,
  lifeSkillsRequired,
  errors,
  selectedRoles,
}: LearningTagsProps) {
  const labelId = useId();
  const [option, setOption] = useState<LearningOption>(() => preferred(careerPathsRequired, lifeSkillsRequired));

  // A club switched between Educational and Non Educational shows the list that is now required.
  useEffect(() => {
    if (careerPathsRequired || lifeSkillsRequired) setOption(preferred(careerPathsRequired, lifeSkillsRequired));
  }, [careerPathsRequired, lifeSkillsRequired]);

  const jobRolesError = errors.job_roles;
  const lifeSkillsError = errors.life_skills;
  useEffect(() => {
    if (jobRolesError && !lifeSkillsError) setOption('job_roles');
    if (lifeSkillsError && !jobRolesError) setOption('life_skills');
  }, [jobRolesError, lifeSkillsError]);

  const count = (names: string[]) => (names.length > 0 ? ` (${names.length})` : '');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id={labelId}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={option}
        onChange={(_event, next: LearningOption | null) => next && setOption(next)}
        aria-labelledby={labelId}
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        <ToggleButton value="job_roles" sx={{ color: jobRolesError ? 'error.main' : undefined }}>
          {LEARNING_FIELD_LABELS.job_roles}
          {count(jobRoles)}
        </ToggleButton>
        <ToggleButton value="life_skills" sx={{ color: lifeSkillsError ? 'error.main' : undefined }}>
          {LEARNING_FIELD_LABELS.life_skills}
          {count(lifeSkills)}
        </ToggleButton>
      </ToggleButtonGroup>
      {option === 'job_roles' ? (
        <NameMultiSelect
          key="job_roles"
          kind="career_paths"
          name="job_roles"
          label={LEARNING_FIELD_LABELS.job_roles}
          value={jobRoles}
          onChange={(names) => onChange('job_roles', names)}
          required={careerPathsRequired}
          error={jobRolesError}
          selectedRoles={selectedRoles}
        />
      ) : (
        <NameMultiSelect
          key="life_skills"
          kind="life_skills"
          name="life_skills"
          label={LEARNING_FIELD_LABELS.life_skills}
          value={lifeSkills}
          onChange={(names) => onChange('life_skills', names)}
          required={lifeSkillsRequired}
          error={lifeSkillsError}
        />
      )}
      {careerPathsRequired && option === 'life_skills' && jobRoles.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {LEARNING_FIELD_LABELS.job_roles} are required for this entry.
        </Typography>
      )}
      {lifeSkillsRequired && option === 'job_roles' && lifeSkills.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {LEARNING_FIELD_LABELS.life_skills} are required for this entry.
        </Typography>
      )}
    </Box>
  );
}
