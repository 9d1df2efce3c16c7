import { useTranslation } from 'react-i18next';
import { GamePage } from './game-page';
import { GameSettingsForm } from './game-settings-form';

/** `/game/settings`: the wheel, its limits, its look and its rules. */
export function GameSettingsPage() {
  const { t } = useTranslation();
  return <GamePage title={t('pages.gameSettings')}>{(state) => <GameSettingsForm state={state} />}</GamePage>;
}
