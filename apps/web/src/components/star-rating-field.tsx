import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export interface StarRatingFieldProps {
  /** Names the radio group and its label's id. */
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/** A 1-5 star input with its label and the server's or the form's message under it. */
export function StarRatingField({ name, label, value, onChange, error }: StarRatingFieldProps) {
  const labelId = `${name}-label`;
  return (
    <Box>
      <Typography component="legend" variant="subtitle2" id={labelId}>
        {label}
      </Typography>
      <Rating name={name} value={value} onChange={(_e, v) => onChange(v)} aria-labelledby={labelId} />
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
