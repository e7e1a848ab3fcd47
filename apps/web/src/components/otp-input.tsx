import { OTP_LENGTH } from '@lbd/shared/constants';
import Box from '@mui/material/Box';
import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';

/** Six empty boxes. */
export function emptyOtp(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** True when every box holds a digit (Verify is enabled only then, SPEC §5.2). */
export function isOtpComplete(digits: string[]): boolean {
  return digits.length > 0 && digits.every((digit) => /^\d$/.test(digit));
}

/** Put `text`'s digits into the boxes starting at `start`. Pure. */
export function fillDigits(digits: string[], start: number, text: string): { digits: string[]; last: number } {
  const incoming = text.replace(/\D/g, '').split('');
  const next = [...digits];
  let index = start;
  for (const digit of incoming) {
    if (index >= next.length) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, last: Math.max(start, index - 1) };
}

export interface OtpInputProps {
  value: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Marks the boxes invalid (the message is shown by the caller). */
  error?: boolean;
  /** id of the element describing the boxes (e.g. the error text). */
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * One-time code entry (SPEC §5.2): one box per digit, digits only; typing moves to the next box,
 * Backspace clears and moves back, pasting the code fills all boxes.
 */
export function OtpInput({ value, onChange, disabled, error, describedBy, autoFocus }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = refs.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits === '') return; // letters and symbols are ignored
    if (digits.length >= length) {
      // The phone's one-time-code autofill (or a paste the browser turned into typing).
      const filled = fillDigits(value, 0, digits);
      onChange(filled.digits);
      focusBox(filled.last);
      return;
    }
    // A box holds one digit: the one just typed wins.
    const next = [...value];
    next[index] = digits.charAt(digits.length - 1);
    onChange(next);
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      const target = value[index] ? index : index - 1;
      if (target < 0) return;
      next[target] = '';
      onChange(next);
      focusBox(Math.max(0, index - 1));
      return;
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const digits = text.replace(/\D/g, '');
    if (digits === '') return;
    const filled = fillDigits(value, digits.length >= length ? 0 : index, digits);
    onChange(filled.digits);
    focusBox(filled.last);
  };

  return (
    <Box
      role="group"
      aria-label="One-time code"
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, justifyContent: 'center' }}
    >
      {value.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event: ChangeEvent<HTMLInputElement>) => handleInput(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={error || undefined}
          sx={{
            width: { xs: 42, sm: 48 },
            height: { xs: 50, sm: 56 },
            textAlign: 'center',
            fontSize: 24,
            fontWeight: 600,
            fontFamily: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            outline: 'none',
            '&:focus': {
              borderColor: 'primary.main',
              boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}33`,
            },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
