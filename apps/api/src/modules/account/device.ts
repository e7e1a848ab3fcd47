import { ACCOUNT_TEXTS } from '@lbd/shared';

/*
 * What the sessions list and the sign-in alert say about where an account was used (decision 0088):
 * a short summary of the browser's user agent, the network an address belongs to and the address with
 * its last part hidden. Pure; a dozen patterns cover the browsers and systems people sign in with, and
 * anything else is an 'Unknown device' rather than a guess.
 */

/** Browsers, most specific first: Edge, Opera and Samsung Internet also name Chrome and Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

/** Systems, most specific first: iPhones and Android phones also say 'like Mac OS X' and 'Linux'. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** A user agent as people say it: 'Chrome on Windows', 'Safari on iPhone', 'Firefox', or 'Unknown device'. */
export function deviceSummary(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500);
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return ACCOUNT_TEXTS.unknownDevice;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The first four groups of an IPv6 address (its /64), without leading zeros; null when it is not one. */
function ipv6Prefix(ip: string): string[] | null {
  if (!ip.includes(':') || !/^[0-9a-f:]+$/i.test(ip)) return null;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  if (missing < 0) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The network an address belongs to, for telling devices apart: an IPv4 /24 or an IPv6 /64; '' when unknown. */
export function networkOf(ip: string | null | undefined): string {
  const address = (ip ?? '').trim();
  const v4 = IPV4.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const v6 = ipv6Prefix(address);
  return v6 ? `${v6.join(':')}::/64` : '';
}

/** An address with its last part hidden: '203.0.113.*', '2001:db8:85a3:8d3::*'; null when unknown. */
export function maskIp(ip: string | null | undefined): string | null {
  const address = (ip ?? '').trim();
  const v4 = IPV4.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  const v6 = ipv6Prefix(address);
  return v6 ? `${v6.join(':')}::*` : null;
}

/** A place an account signed in from, as the alert compares them. */
export interface DeviceSeen {
  device: string;
  network: string;
}

/** Whether `device` is among those seen (the same browser summary on the same network). Pure. */
export const isKnownDevice = (device: DeviceSeen, seen: readonly DeviceSeen[]) =>
  seen.some((s) => s.device === device.device && s.network === device.network);
