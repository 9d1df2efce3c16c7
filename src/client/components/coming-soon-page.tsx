import { useTranslation } from 'react-i18next';
import { ComingSoon } from './coming-soon';
import { Page } from './page';

type ComingSoonPageProps = { titleKey: string };

/** A route whose screen arrives with a later capability: titled, with an honest empty state. */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <ComingSoon />
    </Page>
  );
}
