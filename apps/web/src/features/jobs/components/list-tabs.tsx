import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** 'All jobs' and 'Our jobs' (organisations only: loaded for them alone, off the list's first screen). */
export default function ListTabs({
  value,
  onChange,
  labels,
}: {
  value: 'all' | 'ours';
  onChange: (next: 'all' | 'ours') => void;
  labels: { all: string; ours: string; group: string };
}) {
  return (
    <Tabs
      value={value}
      onChange={(_e, next: 'all' | 'ours') => onChange(next)}
      sx={{ mb: 2 }}
      aria-label={labels.group}
    >
      <Tab value="all" label={labels.all} />
      <Tab value="ours" label={labels.ours} />
    </Tabs>
  );
}
