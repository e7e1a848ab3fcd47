import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, fillDigits, isOtpComplete, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <form>
      <OtpInput value={digits} onChange={setDigits} />
      <button type="button" disabled={!isOtpComplete(digits)}>
        Verify
      </button>
      <output data-testid="code">{digits.join('')}</output>
    </form>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const verify = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

describe('OtpInput', () => {
  it('shows six single-digit boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
  });

  it('typing a digit moves to the next box; Verify is enabled only when all six are filled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    expect(document.activeElement).toBe(boxes()[5]);
    expect(verify().disabled).toBe(true);
    await user.keyboard('6');
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect(verify().disabled).toBe(false);
  });

  it('accepts digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    await user.keyboard('-');
    expect(boxes()[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('7');
    expect(boxes()[0]!.value).toBe('7');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('Backspace clears and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('code').textContent).toBe('12345');
    expect(document.activeElement).toBe(boxes()[4]);
    expect(verify().disabled).toBe(true);
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('code').textContent).toBe('1234');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('Backspace in an empty box clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('code').textContent).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('pasting six digits fills all boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('987654');
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(verify().disabled).toBe(false);
  });

  it('a pasted code with spaces or dashes still fills the boxes', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123-456' } });
    expect(screen.getByTestId('code').textContent).toBe('123456');
  });

  it('the phone autofill of the whole code into the first box fills all boxes', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '246810' } });
    expect(screen.getByTestId('code').textContent).toBe('246810');
  });
});

describe('otp helpers', () => {
  it('isOtpComplete needs a digit in every box', () => {
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });

  it('fillDigits fills from a box and stops at the end', () => {
    expect(fillDigits(emptyOtp(), 4, '789')).toEqual({ digits: ['', '', '', '', '7', '8'], last: 5 });
  });
});
