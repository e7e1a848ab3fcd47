import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_DESC } from '@lbd/shared/constants';
import { searchCountryCodes } from '../lib/lookups-api';
import { SearchAutocomplete, type SearchOption } from './search-autocomplete';

/** India (+91), the default country code (SPEC §5.2, §9). */
export const DEFAULT_COUNTRY: SearchOption = { id: 0, label: DEFAULT_COUNTRY_DESC, code: DEFAULT_COUNTRY_CODE };

export interface CountryCodeFieldProps {
  value: SearchOption | null;
  onChange: (value: SearchOption | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Country code picker, searchable by country name or dial code through the lookups endpoint. */
export function CountryCodeField({ value, onChange, error, disabled }: CountryCodeFieldProps) {
  return (
    <SearchAutocomplete
      label="Country code"
      name="country_code"
      value={value}
      onChange={onChange}
      queryKey={['lookups', 'COUNTRY_CODE']}
      fetchOptions={searchCountryCodes}
      matchBy="label"
      required
      disabled={disabled}
      error={error}
    />
  );
}
