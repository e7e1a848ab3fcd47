import {
  createTestimonialBodySchema,
  TESTIMONIAL_CONSENT_TEXT,
  TESTIMONIAL_LIMITS as L,
  TESTIMONIAL_TEXTS as T,
  TESTIMONIAL_TYPE_LABELS,
  TESTIMONIAL_TYPES,
  type TestimonialType,
} from '@lbd/shared/testimonials';
import { ERROR_TEXTS } from '@lbd/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { StarRatingField } from '../../../components/star-rating-field';
import { ApiError } from '../../../lib/api-client';
import { apiFieldErrors, validate, type FieldErrors } from '../../../lib/form-errors';
import { useCreateTestimonial } from '../api';

/**
 * Write a testimonial: the words, a rating, who should read it, and the explicit consent (unticked until the
 * writer ticks it; its wording goes to the server with the testimonial). What was typed stays on a failure.
 */
export function TestimonialForm({ defaultType, onDone }: { defaultType: TestimonialType; onDone?: () => void }) {
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [type, setType] = useState<TestimonialType>(defaultType);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTestimonial();

  function handleSubmit() {
    const checked = validate(createTestimonialBodySchema, {
      text,
      rating: rating ?? undefined,
      type,
      consent: consent || undefined,
      consent_text: TESTIMONIAL_CONSENT_TEXT,
    });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    create.mutate(checked.data, {
      onSuccess: () => onDone?.(),
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (fields) setErrors(fields);
        else setFailure(error instanceof ApiError ? error.message : ERROR_TEXTS.defaultPopupMessage);
      },
    });
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Write a testimonial"
      onSubmit={(e) => {
        e.preventDefault();
        handleSubmit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label={T.textLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={4}
        required
        error={Boolean(errors.text)}
        helperText={errors.text ?? `${text.length}/${L.textMax}`}
        slotProps={{ htmlInput: { maxLength: L.textMax } }}
      />
      <StarRatingField
        name="testimonial-rating"
        label={T.ratingLabel}
        value={rating}
        onChange={setRating}
        error={errors.rating}
      />
      <TextField
        select
        label={T.typeLabel}
        value={type}
        onChange={(e) => setType(e.target.value as TestimonialType)}
        sx={{ maxWidth: 320 }}
      >
        {TESTIMONIAL_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {TESTIMONIAL_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
          label={TESTIMONIAL_CONSENT_TEXT}
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
        />
        {(errors.consent ?? errors.consent_text) && (
          <FormHelperText error>{errors.consent ?? errors.consent_text}</FormHelperText>
        )}
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {T.submit}
        </Button>
      </Box>
    </Box>
  );
}
