import { persistorOf, type AppStore } from '../../app/store';
import { createTestStore } from '../../test/render';
import {
  cardSkinChanged,
  darkColorSchemeChanged,
  initialSettings,
  lightColorSchemeChanged,
  monochromeToggled,
  notificationSettingsChanged,
  primaryColorSchemeChanged,
  settingsReset,
  settingsSlice,
  themeLayoutChanged,
  themeModeChanged,
} from './settings-slice';

const reduce = settingsSlice.reducer;

describe('settings slice', () => {
  it('starts with the spec defaults', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialSettings);
    expect(initialSettings).toMatchObject({
      themeLayout: 'main-layout',
      cardSkin: 'shadow-sm',
      isMonochrome: false,
      notification: { position: 'bottom-right', isExpanded: false, visibleToasts: 4, duration: 4000 },
    });
  });

  it.each([
    [themeModeChanged('dark'), { themeMode: 'dark' }],
    [themeLayoutChanged('sideblock'), { themeLayout: 'sideblock' }],
    [cardSkinChanged('bordered'), { cardSkin: 'bordered' }],
    [monochromeToggled(true), { isMonochrome: true }],
    [primaryColorSchemeChanged('green'), { primaryColorScheme: 'green' }],
    [lightColorSchemeChanged('gray'), { lightColorScheme: 'gray' }],
    [darkColorSchemeChanged('black'), { darkColorScheme: 'black' }],
  ])('%o changes only its setting', (action, change) => {
    expect(reduce(initialSettings, action)).toEqual({ ...initialSettings, ...change });
  });

  it('merges notification settings', () => {
    const next = reduce(initialSettings, notificationSettingsChanged({ visibleToasts: 2 }));
    expect(next.notification).toEqual({ ...initialSettings.notification, visibleToasts: 2 });
  });

  it('resets to the defaults', () => {
    const changed = reduce(reduce(initialSettings, themeModeChanged('dark')), monochromeToggled(true));
    expect(reduce(changed, settingsReset())).toEqual(initialSettings);
  });
});

describe('settings persistence', () => {
  const flushed = async (store: AppStore) => {
    const persistor = persistorOf(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    return persistor;
  };

  it('gives a store one persistor however often asked, which sees the settings restored (React may render the app twice before it commits)', async () => {
    const store = createTestStore();
    const first = persistorOf(store);
    const second = persistorOf(store);
    expect(second).toBe(first);
    await expect(flushed(store)).resolves.toBe(first);
  });

  it('stores the settings under the local storage key `settings`', async () => {
    const store = createTestStore();
    const persistor = await flushed(store);
    store.dispatch(themeModeChanged('dark'));
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem('settings')!);
    expect(JSON.parse(stored.themeMode)).toBe('dark');
  });

  it('restores stored settings on start', async () => {
    const first = createTestStore();
    const persistor = await flushed(first);
    first.dispatch(themeLayoutChanged('sideblock'));
    first.dispatch(notificationSettingsChanged({ position: 'top-center' }));
    await persistor.flush();

    const second = createTestStore();
    await flushed(second);
    expect(second.getState().settings.themeLayout).toBe('sideblock');
    expect(second.getState().settings.notification.position).toBe('top-center');
  });

  it('never persists the API cache', async () => {
    const store = createTestStore();
    const persistor = await flushed(store);
    store.dispatch(themeModeChanged('light'));
    await persistor.flush();
    expect(Object.keys(localStorage)).toEqual(['settings']);
  });
});
