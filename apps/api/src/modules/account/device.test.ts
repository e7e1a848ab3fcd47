import { describe, expect, it } from 'vitest';
import { deviceSummary, isKnownDevice, maskIp, networkOf } from './device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  androidWebView: 'Dalvik/2.1.0 (Linux; U; Android 13; SM-A135F Build/TP1A.220624.014)',
};

describe('deviceSummary', () => {
  it.each([
    [UA.chromeWindows, 'Chrome on Windows'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.safariMac, 'Safari on macOS'],
    [UA.safariIphone, 'Safari on iPhone'],
    [UA.chromeIphone, 'Chrome on iPhone'],
    [UA.safariIpad, 'Safari on iPad'],
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.samsungAndroid, 'Samsung Internet on Android'],
    [UA.firefoxLinux, 'Firefox on Linux'],
    [UA.firefoxIphone, 'Firefox on iPhone'],
    [UA.operaWindows, 'Opera on Windows'],
    [UA.chromeOs, 'Chrome on ChromeOS'],
    [UA.ie11, 'Internet Explorer on Windows'],
    [UA.androidWebView, 'A browser on Android'],
  ])('%s -> %s', (ua, expected) => {
    expect(deviceSummary(ua)).toBe(expected);
  });

  it('says so when it cannot tell', () => {
    expect(deviceSummary('curl/8.5.0')).toBe('Unknown device');
    expect(deviceSummary('lightMyRequest')).toBe('Unknown device');
    expect(deviceSummary('')).toBe('Unknown device');
    expect(deviceSummary(null)).toBe('Unknown device');
    expect(deviceSummary(undefined)).toBe('Unknown device');
  });

  it('stays short whatever the user agent holds', () => {
    expect(deviceSummary(`${'x'.repeat(10_000)} Firefox/1 Windows`)).toBe('Unknown device');
    expect(deviceSummary(`Firefox/1 Windows ${'x'.repeat(10_000)}`).length).toBeLessThan(40);
  });
});

describe('networkOf and maskIp', () => {
  it('an IPv4 address: its /24, and the last octet hidden', () => {
    expect(networkOf('203.0.113.45')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.200')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
    expect(maskIp('203.0.113.45')).toBe('203.0.113.*');
  });

  it('an IPv6 address (as stored, expanded to its /64, or compressed): its /64', () => {
    expect(networkOf('2001:0db8:85a3:08d3:0000:0000:0000:0000')).toBe('2001:db8:85a3:8d3::/64');
    expect(networkOf('2001:db8:85a3:8d3::1')).toBe('2001:db8:85a3:8d3::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::*');
  });

  it('nothing usable: no network, no address', () => {
    for (const bad of [null, undefined, '', 'localhost', '1.2.3', 'g::1', '1:2:3:4:5:6:7:8:9']) {
      expect(networkOf(bad)).toBe('');
      expect(maskIp(bad)).toBeNull();
    }
  });
});

describe('isKnownDevice', () => {
  const seen = [{ device: 'Chrome on Windows', network: '203.0.113.0/24' }];
  it('the same browser on the same network is known; another browser or network is not', () => {
    expect(isKnownDevice({ device: 'Chrome on Windows', network: '203.0.113.0/24' }, seen)).toBe(true);
    expect(isKnownDevice({ device: 'Firefox on Windows', network: '203.0.113.0/24' }, seen)).toBe(false);
    expect(isKnownDevice({ device: 'Chrome on Windows', network: '198.51.100.0/24' }, seen)).toBe(false);
    expect(isKnownDevice({ device: 'Chrome on Windows', network: '203.0.113.0/24' }, [])).toBe(false);
  });
});
