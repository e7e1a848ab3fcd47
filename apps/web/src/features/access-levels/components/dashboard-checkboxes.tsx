import {
  INSTITUTE_DASHBOARD_KEYS,
  INSTITUTE_DASHBOARD_LABELS,
  type InstituteDashboardKey,
} from '@lbd/shared/access-levels';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

/** Which dashboards and data an institute's college admins may see. */
export function DashboardCheckboxes({
  value,
  onChange,
}: {
  value: InstituteDashboardKey[];
  onChange: (next: InstituteDashboardKey[]) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ my: 2 }}>
      <FormLabel component="legend">What its college admins may see</FormLabel>
      <FormGroup>
        {INSTITUTE_DASHBOARD_KEYS.map((k) => (
          <FormControlLabel
            key={k}
            label={INSTITUTE_DASHBOARD_LABELS[k]}
            control={
              <Checkbox
                checked={value.includes(k)}
                onChange={() => onChange(value.includes(k) ? value.filter((x) => x !== k) : [...value, k])}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
