import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_AUTHENTICATED_PATH, PATHS } from './config/paths';
import { createAppTheme, type AppThemeOptions } from './theme/create-app-theme';
import { initialSettings } from './features/settings/settings-slice';

/** The installable app's files in public/: they must agree with the app's theme, paths and icons. */
const PUBLIC = path.resolve(__dirname, '../../public');
const read = (file: string) => readFileSync(path.join(PUBLIC, file));
const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8'));
const html = (file: string) => new DOMParser().parseFromString(read(file).toString('utf8'), 'text/html');

const themeOf = (mode: 'light' | 'dark') => {
  const { primaryColorScheme, lightColorScheme, darkColorScheme, cardSkin, isMonochrome } = initialSettings;
  const options: AppThemeOptions = {
    mode,
    primary: primaryColorScheme,
    light: lightColorScheme,
    dark: darkColorScheme,
    cardSkin,
    isMonochrome,
  };
  return createAppTheme(options);
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (file: string) => {
  const png = read(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

describe('the web app manifest', () => {
  it('names the French app and opens it on the signed-in home, standalone', () => {
    expect(manifest).toMatchObject({ name: 'Bonavis', short_name: 'Bonavis', lang: 'fr', scope: '/', display: 'standalone' });
    expect(manifest.start_url).toBe(DEFAULT_AUTHENTICATED_PATH);
  });

  it("takes its colours from the default light theme, and the page's dark theme-color from the dark one", () => {
    const light = themeOf('light');
    expect(manifest.theme_color).toBe(light.palette.primary.main);
    expect(manifest.background_color).toBe(light.palette.background.default);
    const metas = [...html('index.html').querySelectorAll('meta[name="theme-color"]')];
    expect(metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')])).toEqual([
      ['(prefers-color-scheme: light)', light.palette.primary.main],
      ['(prefers-color-scheme: dark)', themeOf('dark').palette.background.paper],
    ]);
    expect(html('index.html').querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('has PNG icons of 192 and 512 px, one of them maskable, each of its stated size', () => {
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
    expect(pngs.filter((icon: { purpose?: string }) => icon.purpose === 'maskable')).toHaveLength(1);
    for (const icon of pngs) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize('icons/badge-96.png')).toBe('96x96');
  });

  it('offers shortcuts to the reviews and the dashboard', () => {
    expect(manifest.shortcuts.map(({ name, url }: { name: string; url: string }) => [name, url])).toEqual([
      ['Avis', PATHS.reviewsHome],
      ['Tableau de bord', PATHS.dashboardHome],
    ]);
  });
});
