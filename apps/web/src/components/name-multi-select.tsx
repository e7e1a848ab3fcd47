import { PORTFOLIO_TEXTS } from '@lbd/shared/portfolio';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFeedback } from '../lib/feedback';
import { failurePopup } from '../lib/form-errors';
import {
  NAME_LIST_KEYS,
  createSkill,
  fetchLifeSkillNames,
  searchJobRoleNames,
  searchSkillNames,
} from '../lib/lookups-api';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Which catalogue a multi-select picks from. */
export type NameListKind = 'skills' | 'career_paths' | 'life_skills';

/** 'Selected' lists the student's own career paths, 'All Roles' every career path (SPEC §4.3). */
export type RoleScope = 'selected' | 'all';

interface NameOption {
  name: string;
  /** The inline 'Create New "x"' entry of a skills list. */
  create?: boolean;
}

export interface NameMultiSelectProps {
  kind: NameListKind;
  label: string;
  /** Chosen names. */
  value: string[];
  onChange: (names: string[]) => void;
  /** Field name (test ids, form errors). */
  name?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Career paths: the student's own ('Selected'). */
  selectedRoles?: readonly string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const localFilter = createFilterOptions<NameOption>({ stringify: (option) => option.name });

/** The options of one list, from the server or the student's own career paths. */
function useNameOptions(kind: NameListKind, scope: RoleScope, search: string, isOpen: boolean, own: readonly string[]) {
  const skills = useQuery({
    queryKey: NAME_LIST_KEYS.skills(search),
    queryFn: () => searchSkillNames(search),
    enabled: kind === 'skills' && isOpen,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
  const roles = useQuery({
    queryKey: NAME_LIST_KEYS.allRoles(search),
    queryFn: () => searchJobRoleNames(search),
    enabled: kind === 'career_paths' && scope === 'all' && isOpen,
    staleTime: 5 * 60_000,
    meta: { handleErrors: false },
  });
  const lifeSkills = useQuery({
    queryKey: NAME_LIST_KEYS.lifeSkills,
    queryFn: fetchLifeSkillNames,
    enabled: kind === 'life_skills' && isOpen,
    staleTime: 10 * 60_000,
    meta: { handleErrors: false },
  });
  if (kind === 'skills') return { names: skills.data ?? [], isLoading: skills.isFetching, isError: skills.isError };
  if (kind === 'life_skills')
    return { names: lifeSkills.data ?? [], isLoading: lifeSkills.isFetching, isError: lifeSkills.isError };
  if (scope === 'selected') return { names: [...own], isLoading: false, isError: false };
  return { names: roles.data ?? [], isLoading: roles.isFetching, isError: roles.isError };
}

/**
 * Multi-select of names (SPEC §4.3, §5.1): skills searched on the server with an inline
 * 'Create New "x"' option (POST /api/skills); career paths with the 'Selected' / 'All Roles' toggle;
 * life skills from their short list. The value is the chosen names, as the API takes them.
 */
export function NameMultiSelect({
  kind,
  label,
  value,
  onChange,
  name,
  error,
  required,
  disabled,
  selectedRoles = [],
}: NameMultiSelectProps) {
  const { showPopup } = useFeedback();
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState('');
  const [scope, setScope] = useState<RoleScope>(selectedRoles.length > 0 ? 'selected' : 'all');
  const search = useDebouncedValue(input.trim(), 250);
  const list = useNameOptions(kind, scope, kind === 'life_skills' ? '' : search, isOpen, selectedRoles);

  const create = useMutation({
    mutationFn: createSkill,
    meta: { handleErrors: false },
    onSuccess: (skill) => {
      if (!value.some((chosen) => sameName(chosen, skill.display_name))) onChange([...value, skill.display_name]);
      setInput('');
    },
    onError: (failure) => showPopup(failurePopup(failure)),
  });

  const options: NameOption[] = list.names.map((option) => ({ name: option }));
  const typed = input.trim();
  // Offered once the server has answered for what was typed, so an existing skill is never created twice.
  const canCreate =
    kind === 'skills' &&
    typed !== '' &&
    search === typed &&
    !list.isLoading &&
    !options.some((option) => sameName(option.name, typed)) &&
    !value.some((chosen) => sameName(chosen, typed));
  // A stable value: the Autocomplete clears the typed text whenever its value changes identity.
  const chosen = useMemo(() => value.map((option) => ({ name: option })), [value]);

  const handleChange = (next: (NameOption | string)[]) => {
    const last = next[next.length - 1];
    if (last && typeof last !== 'string' && last.create) {
      create.mutate(last.name);
      return;
    }
    const names = next.map((option) => (typeof option === 'string' ? option : option.name));
    onChange(names.filter((option, index) => names.findIndex((other) => sameName(other, option)) === index));
  };

  return (
    <Box data-testid={name ? `names-${name}` : undefined} sx={{ minWidth: 0 }}>
      {kind === 'career_paths' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={scope}
          onChange={(_event, next: RoleScope | null) => next && setScope(next)}
          aria-label={`${label} list`}
          disabled={disabled}
          sx={{ mb: 1 }}
        >
          <ToggleButton value="selected">{PORTFOLIO_TEXTS.selectedRoles}</ToggleButton>
          <ToggleButton value="all">{PORTFOLIO_TEXTS.allRoles}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Autocomplete<NameOption, true, false, false>
        multiple
        open={isOpen}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        options={options}
        value={chosen}
        disabled={disabled || create.isPending}
        loading={list.isLoading}
        filterSelectedOptions
        // Server lists are searched by prefix; until the answer for the latest text arrives, and for the
        // local lists (own career paths, life skills), the list is narrowed here to what was typed.
        filterOptions={(all, state) => {
          const shown = localFilter(all, state);
          return canCreate ? [...shown, { name: typed, create: true }] : shown;
        }}
        getOptionLabel={(option) => (option.create ? PORTFOLIO_TEXTS.createOption(option.name) : option.name)}
        getOptionKey={(option) => `${option.create ? 'create:' : ''}${option.name}`}
        isOptionEqualToValue={(option, selected) => !option.create && sameName(option.name, selected.name)}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          // Choosing an option would otherwise clear what was typed only after the list closes.
          if (reason !== 'reset') setInput(text);
          else if (text === '') setInput('');
        }}
        onChange={(_event, next) => handleChange(next)}
        noOptionsText={list.isError ? 'Could not load the list' : 'No matches'}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            name={name}
            required={required}
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {create.isPending && <CircularProgress size={18} aria-label="Creating skill" />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </Box>
  );
}
