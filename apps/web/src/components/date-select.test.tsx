import { defaultFinish, defaultStart } from '@lbd/shared/portfolio';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateSelect, dayCount, splitDate } from './date-select';

const NOW = new Date('2025-03-10T06:00:00Z');

function Harness({ initial = '', monthOnly = false }: { initial?: string; monthOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateSelect
        label="Start Date"
        name="startdate"
        value={value}
        onChange={setValue}
        monthOnly={monthOnly}
        now={NOW}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

async function choose(user: ReturnType<typeof userEvent.setup>, part: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: `Start Date ${part}` }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function optionsOf(user: ReturnType<typeof userEvent.setup>, part: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: `Start Date ${part}` }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

describe('DateSelect', () => {
  it('offers day 1 to 31, Jan to Dec, and years 1970 to the current year plus 15', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Start Date' })).toBeTruthy();
    const days = await optionsOf(user, 'Day');
    expect(days[0]).toBe('1');
    expect(days).toHaveLength(31);
    expect(await optionsOf(user, 'Month')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const years = await optionsOf(user, 'Year');
    expect(years[0]).toBe('1970');
    expect(years.at(-1)).toBe('2040');
  });

  it('limits the days to the month: 29 in February of a leap year, 28 otherwise, 30 in April', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-02-10" />);
    expect(await optionsOf(user, 'Day')).toHaveLength(29);
    await choose(user, 'Year', '2023');
    expect(await optionsOf(user, 'Day')).toHaveLength(28);
    await choose(user, 'Month', 'Apr');
    expect(await optionsOf(user, 'Day')).toHaveLength(30);
    expect(dayCount(2, '')).toBe(29);
    expect(dayCount('', '')).toBe(31);
  });

  it("writes 'YYYY-MM-DD' and pulls a day past the month's end back to its last day", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-01-31" />);
    await choose(user, 'Month', 'Feb');
    expect(value()).toBe('2024-02-29');
    await choose(user, 'Day', '5');
    expect(value()).toBe('2024-02-05');
  });

  it('builds the value as parts are chosen; a half-chosen date is kept as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await choose(user, 'Day', '7');
    expect(value()).toBe('--07');
    await choose(user, 'Month', 'Mar');
    await choose(user, 'Year', '2022');
    expect(value()).toBe('2022-03-07');
    expect(splitDate('2022--07')).toEqual({ day: 7, month: '', year: 2022 });
  });

  it("month-only writes 'YYYYMM' and has no day", async () => {
    const user = userEvent.setup();
    render(<Harness initial="202108" monthOnly />);
    expect(screen.queryByRole('combobox', { name: 'Start Date Day' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Start Date Month' }).textContent).toBe('Aug');
    await choose(user, 'Year', '2020');
    expect(value()).toBe('202008');
  });

  it('starts new entries on 1 January and 31 December of the current year', () => {
    expect(defaultStart(NOW)).toBe('2025-01-01');
    expect(defaultFinish(NOW)).toBe('2025-12-31');
    render(<Harness initial={defaultFinish(NOW)} />);
    expect(screen.getByRole('combobox', { name: 'Start Date Day' }).textContent).toBe('31');
    expect(screen.getByRole('combobox', { name: 'Start Date Month' }).textContent).toBe('Dec');
    expect(screen.getByRole('combobox', { name: 'Start Date Year' }).textContent).toBe('2025');
  });

  it('shows its message and marks the dropdowns invalid', () => {
    render(<DateSelect label="End Date" value="" onChange={() => {}} error="Date cannot be empty" now={NOW} />);
    expect(screen.getByText('Date cannot be empty')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'End Date Day' }).getAttribute('aria-invalid')).toBe('true');
  });
});
