import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { SettingsSection } from './settings-section';

/** Billing arrives with subscriptions; until then an honest empty state. */
export function Component() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.tabs.billing')} description={t('settings.billing.description')}>
      <ComingSoon />
    </SettingsSection>
  );
}
