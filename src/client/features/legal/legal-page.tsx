import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AI_CREDITS, PLAN_PRICES_EUR_HT, TRIAL_DAYS, YEARLY_SAVING_PERCENT } from '../../../shared/subscriptions';
import type { LegalOperator } from '../../../shared/api/legal';
import { useLegalOperatorQuery } from '../../api/legal-api';
import { LoadError } from '../../components/load-error';
import { LOADING_MARK } from '../../config/first-screen';
import { usePageTitle } from '../../components/use-page-title';
import { languageOf } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { LEGAL_TEXTS_UPDATED_ON, type LegalDocumentName, type LegalFacts } from './content/types';
import { LegalDocumentView } from './legal-document-view';
import { useLegalTexts } from './use-legal-texts';

/** "10 000 €", "123 456 789", "+33 4 00 00 00 00": a number's groups (and its currency) stay on one line. */
const unbroken = (value: string) => value.replace(/(\d) (?=[\d€])/g, '$1\u00a0');

const factsAbout = (operator: LegalOperator): LegalFacts => ({
  operator: {
    ...operator,
    shareCapital: unbroken(operator.shareCapital),
    siren: unbroken(operator.siren),
    phone: unbroken(operator.phone),
    host: unbroken(operator.host),
  },
  trialDays: TRIAL_DAYS,
  prices: { monthly: PLAN_PRICES_EUR_HT.monthly, yearly: PLAN_PRICES_EUR_HT.yearly },
  yearlySavingPercent: YEARLY_SAVING_PERCENT,
  aiCredits: { trial: AI_CREDITS.trial, paid: AI_CREDITS.paidMonthly },
});

/** One legal text, in the interface language (French when it is not one of ours), naming the configured operator. */
function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t, i18n } = useTranslation();
  const title = t(`legal.${name}.title`);
  usePageTitle(title);
  const texts = useLegalTexts(languageOf(i18n));
  const operator = useLegalOperatorQuery();

  const body = () => {
    if (operator.isError) return <LoadError message={t('legal.loadError')} onRetry={() => void operator.refetch()} />;
    if (texts.failed) return <LoadError message={t('legal.loadError')} onRetry={texts.retry} />;
    if (!operator.data || !texts.texts) {
      // A loading screen: a page sent with the document drawn in keeps it over the app until the text is here.
      return (
        <Stack role="status" {...{ [LOADING_MARK]: '' }} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('legal.loading')} />
        </Stack>
      );
    }
    return (
      <>
        {operator.data.unset.length > 0 && <Alert severity="warning">{t('legal.placeholders')}</Alert>}
        <LegalDocumentView name={name} document={texts.texts[name](factsAbout(operator.data))} />
      </>
    );
  };

  return (
    <Paper
      component="article"
      aria-labelledby="legal-title"
      // Long unbroken values (addresses, placeholders) wrap rather than widen a 320 px screen.
      sx={{ width: '100%', maxWidth: 860, minWidth: 0, p: { xs: 2.5, sm: 4, md: 5 }, display: 'grid', gap: 2.5, overflowWrap: 'anywhere' }}
    >
      <div>
        <Typography id="legal-title" variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('legal.updatedOn', { date: formatDate(LEGAL_TEXTS_UPDATED_ON) })}
        </Typography>
      </div>
      {body()}
    </Paper>
  );
}

/** `/legal/mentions-legales`: who publishes and hosts the service. */
export function LegalNoticePage() {
  return <LegalPage name="notice" />;
}

/** `/legal/cgv`: the general terms of sale. */
export function TermsOfSalePage() {
  return <LegalPage name="terms" />;
}

/** `/legal/confidentialite`: the privacy policy. */
export function PrivacyPolicyPage() {
  return <LegalPage name="privacy" />;
}
