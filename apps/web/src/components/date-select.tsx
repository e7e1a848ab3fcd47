import {
  MONTH_OPTIONS,
  composeDate,
  composeMonth,
  daysInMonth,
  yearOptions,
  type DatePart,
} from '@lbd/shared/portfolio';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo, type HTMLAttributes } from 'react';

/** Dropdown parts of a date value; a part not chosen yet is ''. */
export interface DateParts {
  day: DatePart;
  month: DatePart;
  year: DatePart;
}

const PARTIAL_DAY = /^(\d{0,4})-(\d{0,2})-(\d{0,2})$/;
const MONTH_VALUE = /^(\d{4})(\d{2})$/;

const part = (text: string | undefined): DatePart => (text ? Number(text) : '');

/**
 * The dropdown parts of a value: 'YYYY-MM-DD' (also a half-chosen '2024--05' as composeDate writes it)
 * or 'YYYYMM'. A 'YYYYMM' value has no day.
 */
export function splitDate(value: string | null | undefined): DateParts {
  const text = value ?? '';
  const month = MONTH_VALUE.exec(text);
  if (month) return { day: '', month: part(month[2]), year: part(month[1]) };
  const day = PARTIAL_DAY.exec(text);
  if (day) return { day: part(day[3]), month: part(day[2]), year: part(day[1]) };
  return { day: '', month: '', year: '' };
}

/** Days the day dropdown offers: 1 to 31, or to the month's last day once month (and year) are known. */
export function dayCount(month: DatePart, year: DatePart): number {
  if (typeof month !== 'number') return 31;
  // February of an unknown year may still be a leap year.
  return daysInMonth(typeof year === 'number' ? year : 2000, month);
}

export interface DateSelectProps {
  label: string;
  /** 'YYYY-MM-DD', or 'YYYYMM' with `monthOnly`; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Month and year only; the value is 'YYYYMM'. */
  monthOnly?: boolean;
  /** Field name, used in the test ids and the dropdowns' names (`${name}.day`, ...). */
  name?: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  /** The current instant; decides the last year offered (current year plus 15). */
  now?: Date;
}

/**
 * The date triple of the portfolio forms (SPEC §5.1): day 1 to 31 limited by the month, month Jan to Dec,
 * year 1970 to the current year plus 15. Changing the month or year pulls a day past the month's end
 * back to its last day.
 */
export function DateSelect({
  label,
  value,
  onChange,
  monthOnly = false,
  name,
  error,
  helperText,
  disabled,
  required,
  now,
}: DateSelectProps) {
  const id = useId();
  const parts = splitDate(value);
  const years = useMemo(() => yearOptions(now ?? new Date()), [now]);
  const days = dayCount(parts.month, parts.year);
  const dayOptions = Array.from({ length: days }, (_, i) => i + 1);

  const emit = (next: DateParts) => {
    if (monthOnly) {
      onChange(composeMonth(next));
      return;
    }
    const last = dayCount(next.month, next.year);
    const day = typeof next.day === 'number' && next.day > last ? last : next.day;
    onChange(composeDate({ ...next, day }));
  };
  const read = (text: string): DatePart => (text === '' ? '' : Number(text));
  const helpId = `${id}-help`;
  const message = error ?? helperText;
  const legendId = `${id}-legend`;
  /** Each dropdown is named by the field's label and its own ('Start Date Day'). */
  const common = (partName: 'day' | 'month' | 'year') => ({
    id: `${id}-${partName}`,
    select: true,
    fullWidth: true,
    disabled,
    error: Boolean(error),
    name: name ? `${name}.${partName}` : undefined,
    slotProps: {
      select: {
        SelectDisplayProps: {
          'aria-labelledby': `${legendId} ${id}-${partName}-label`,
          'aria-describedby': message ? helpId : undefined,
        } as HTMLAttributes<HTMLDivElement>,
      },
    },
  });

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      required={required}
      data-testid={name ? `date-${name}` : undefined}
      fullWidth
      sx={{ minWidth: 0 }}
    >
      <FormLabel component="legend" id={legendId} sx={{ mb: 1, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: monthOnly ? '1fr 1.2fr' : '0.8fr 1fr 1.2fr',
          gap: 1,
        }}
      >
        {!monthOnly && (
          <TextField
            {...common('day')}
            label="Day"
            value={parts.day === null || parts.day === undefined ? '' : String(parts.day)}
            onChange={(event) => emit({ ...parts, day: read(event.target.value) })}
          >
            {dayOptions.map((day) => (
              <MenuItem key={day} value={String(day)}>
                {day}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          {...common('month')}
          label="Month"
          value={parts.month === null || parts.month === undefined ? '' : String(parts.month)}
          onChange={(event) => emit({ ...parts, month: read(event.target.value) })}
        >
          {MONTH_OPTIONS.map((month) => (
            <MenuItem key={month.value} value={String(month.value)}>
              {month.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...common('year')}
          label="Year"
          value={parts.year === null || parts.year === undefined ? '' : String(parts.year)}
          onChange={(event) => emit({ ...parts, year: read(event.target.value) })}
        >
          {years.map((year) => (
            <MenuItem key={year} value={String(year)}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {message && <FormHelperText id={helpId}>{message}</FormHelperText>}
    </FormControl>
  );
}
