import { ThemeModeToggle } from '../../components/theme-mode-toggle';
import { themeModeChanged } from '../../features/settings/settings-slice';
import { useAppDispatch } from '../../state/typed-hooks';

/** The header's light/dark toggle, saved in the persisted settings. */
export function ConnectedThemeToggle() {
  const dispatch = useAppDispatch();
  return <ThemeModeToggle onChange={(mode) => dispatch(themeModeChanged(mode))} />;
}
