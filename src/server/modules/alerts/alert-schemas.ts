/**
 * The alerts' request schemas live in src/shared/validation/alert-schemas.ts (the route table's requests); their
 * message keys are re-exported here for the service, which answers some of them itself.
 */
export { ALERT_MESSAGE_KEYS } from '../../../shared/validation/alert-schemas';

/** "Chrome · Android": what the devices list shows when the browser gave no label, from its User-Agent. */
export function deviceLabelOf(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/OPR\//, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  return [browser ?? 'Navigateur', system].filter(Boolean).join(' · ');
}
