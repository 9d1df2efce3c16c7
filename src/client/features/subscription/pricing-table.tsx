import { useRef, useState, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from 'react-i18next';
import {
  AI_CREDITS,
  PLAN_PRICES_EUR_HT,
  TRIAL_DAYS,
  YEARLY_SAVING_PERCENT,
  paymentLinkUrl,
  type PlanPeriod,
} from '../../../shared/subscriptions';
import { usePaymentPlansQuery } from '../../api/subscriptions-api';
import { DemoCheckoutDialog } from './demo-checkout-dialog';

const TRIAL_FEATURES = ['mainFeatures', 'oneUser', 'standardSupport'];
const PAID_FEATURES = [
  'fullReputation',
  'reviewAnalysis',
  'aiReplies',
  'advancedDashboard',
  'realtimeReport',
  'oneUser',
  'prioritySupport',
];

type PricingTableProps = {
  email: string;
  providerUid: string;
  /** Shown with its 'Essai Gratuit' button only to owners who may still start it. */
  trial?: { onStart: () => void; isStarting: boolean };
};

type PlanCardProps = {
  name: string;
  price: string;
  period: string;
  /** Lines under the price: per establishment, how it is billed. */
  notes?: string[];
  /** Next to the name, e.g. the yearly plan's 'Économisez 5%' button. */
  badge?: ReactNode;
  features: string[];
  action: ReactNode;
  highlighted?: boolean;
};

function PlanCard({ name, price, period, notes = [], badge, features, action, highlighted }: PlanCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: highlighted ? 'primary.main' : 'divider', borderWidth: highlighted ? 2 : 1, display: 'flex' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start', width: '100%', p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {badge}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {price}
          </Typography>
          <Typography color="text.secondary">{period}</Typography>
        </Box>
        {notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {note}
          </Typography>
        ))}
        <List dense disablePadding>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckOutlined color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ mt: 'auto' }}>{action}</Box>
      </CardContent>
    </Card>
  );
}

type SubscribeButtonProps = {
  link: string | null | undefined;
  /** No Stripe on this server: the button opens the demonstration checkout instead. */
  onDemoCheckout?: () => void;
  email: string;
  providerUid: string;
  /** Outlined once the other plan was chosen. */
  isSecondary?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** S'abonner: the plan's payment link in a new tab, the demonstration checkout, or a note when payments are not set up. */
function SubscribeButton({ link, onDemoCheckout, email, providerUid, isSecondary = false, ref }: SubscribeButtonProps) {
  const { t } = useTranslation();
  const variant = isSecondary ? 'outlined' : 'contained';
  if (onDemoCheckout) {
    return (
      <>
        {/* The yearly plan's ref moves the focus here, to a button rather than a link. */}
        <Button ref={ref as Ref<HTMLButtonElement>} fullWidth variant={variant} onClick={onDemoCheckout}>
          {t('pricing.subscribe')}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('pricing.demoCheckout.hint')}
        </Typography>
      </>
    );
  }
  if (link) {
    return (
      <Button
        ref={ref}
        fullWidth
        variant={variant}
        href={paymentLinkUrl(link, email, providerUid)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('pricing.subscribe')}
      </Button>
    );
  }
  return (
    <>
      <Button fullWidth variant={variant} disabled>
        {t('pricing.subscribe')}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('pricing.paymentsNotConfigured')}
      </Typography>
    </>
  );
}

/** The pricing table: 'Essai Gratuit', 'Mensuel' and 'Annuel'. */
export function PricingTable({ email, providerUid, trial }: PricingTableProps) {
  const { t } = useTranslation();
  const { data: plans } = usePaymentPlansQuery();
  // 'Économisez 5%' chooses the yearly plan: its card stands out and its S'abonner becomes the one action.
  const [isYearlyChosen, setIsYearlyChosen] = useState(false);
  const yearlySubscribeRef = useRef<HTMLAnchorElement>(null);
  const [demoPlan, setDemoPlan] = useState<PlanPeriod | null>(null);
  const demoCheckout = (plan: PlanPeriod) => (plans?.payments === 'stand-in' ? () => setDemoPlan(plan) : undefined);
  const paid = PAID_FEATURES.map((key) => t(`pricing.features.${key}`)).concat(
    t('pricing.features.aiCredits', { count: AI_CREDITS.paidMonthly }),
  );

  const chooseYearly = () => {
    setIsYearlyChosen(true);
    yearlySubscribeRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${trial ? 3 : 2}, 1fr)` } }}>
      {trial && (
        <PlanCard
          name={t('pricing.trial.name')}
          price={t('pricing.price', { amount: PLAN_PRICES_EUR_HT.trial })}
          period={t('pricing.trial.period', { days: TRIAL_DAYS })}
          features={TRIAL_FEATURES.map((key) => t(`pricing.features.${key}`)).concat(
            t('pricing.features.aiCredits', { count: AI_CREDITS.trial }),
          )}
          action={
            <Button fullWidth variant="outlined" onClick={trial.onStart} loading={trial.isStarting}>
              {t('pricing.trial.name')}
            </Button>
          }
        />
      )}
      <PlanCard
        name={t('pricing.monthly.name')}
        price={t('pricing.priceHt', { amount: PLAN_PRICES_EUR_HT.monthly })}
        period={t('pricing.perMonth')}
        notes={[t('pricing.perEstablishment')]}
        features={paid}
        action={
          <SubscribeButton
            link={plans?.paymentLinks.monthly}
            onDemoCheckout={demoCheckout('MONTHLY')}
            email={email}
            providerUid={providerUid}
            isSecondary={isYearlyChosen}
          />
        }
      />
      <PlanCard
        name={t('pricing.yearly.name')}
        price={t('pricing.priceHt', { amount: PLAN_PRICES_EUR_HT.yearly })}
        period={t('pricing.perMonth')}
        notes={[t('pricing.perEstablishment'), t('pricing.yearly.billedYearly')]}
        badge={
          <Button
            size="small"
            color="success"
            variant={isYearlyChosen ? 'contained' : 'outlined'}
            aria-pressed={isYearlyChosen}
            onClick={chooseYearly}
          >
            {t('pricing.yearly.saving', { percent: YEARLY_SAVING_PERCENT })}
          </Button>
        }
        features={paid}
        action={
          <SubscribeButton
            link={plans?.paymentLinks.yearly}
            onDemoCheckout={demoCheckout('YEARLY')}
            email={email}
            providerUid={providerUid}
            ref={yearlySubscribeRef}
          />
        }
        highlighted
      />
      <DemoCheckoutDialog plan={demoPlan} onClose={() => setDemoPlan(null)} />
    </Box>
  );
}
