/** Browser and system names as their makers write them, first match wins (Edge and Opera say "Chrome" too). */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
// Android's agents say Linux, the iPhone's say Mac OS X: the phones come first.
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const nameIn = (userAgent: string, names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and the system a user agent names, or undefined for one it does not: « Chrome sur Android ». */
export function deviceOf(userAgent: string): { browser?: string; system?: string } {
  return { browser: nameIn(userAgent, BROWSERS), system: nameIn(userAgent, SYSTEMS) };
}
