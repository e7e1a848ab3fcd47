const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export function isValidPhone(countryCode: string, phone: string): boolean {
  if (!/^\d{3,14}$/.test(phone)) return false;
  return countryCode.trim() === '+91' ? INDIAN_MOBILE.test(phone) : true;
}
