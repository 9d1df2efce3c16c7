import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_PRICES_EUR_HT, SUBSCRIPTION_QUANTITY, type PlanPeriod } from '../../../shared/subscriptions';
import { standInCheckoutSchema } from '../../../shared/validation/checkout-schemas';
import { fieldErrorsOf } from '../../api/api-error';
import { useStandInCheckoutMutation } from '../../api/subscriptions-api';
import { fieldProps } from '../../components/forms/field-props';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';

type DemoCheckoutValues = { plan: PlanPeriod; quantity: number | '' };

/** The total the plan bills for `quantity` establishments: each month, or each year for the yearly plan. */
export function demoCheckoutTotal(plan: PlanPeriod, quantity: number) {
  return plan === 'YEARLY' ? PLAN_PRICES_EUR_HT.yearly * 12 * quantity : PLAN_PRICES_EUR_HT.monthly * quantity;
}

const isValidQuantity = (quantity: number | '') =>
  Number.isInteger(quantity) && (quantity as number) >= SUBSCRIPTION_QUANTITY.min && (quantity as number) <= SUBSCRIPTION_QUANTITY.max;

type DemoCheckoutDialogProps = {
  /** The plan whose « S'abonner » opened it; null: closed. */
  plan: PlanPeriod | null;
  onClose: () => void;
};

/**
 * « S'abonner » on a server without Stripe: a checkout clearly labelled as a demonstration, whose confirmation asks the
 * server's payments stand-in, which completes the subscription through the real webhook code. Nothing is charged.
 */
export function DemoCheckoutDialog({ plan, onClose }: DemoCheckoutDialogProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [checkout] = useStandInCheckoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<DemoCheckoutValues>({
    initialValues: { plan: plan ?? 'MONTHLY', quantity: 1 },
    validationSchema: standInCheckoutSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await checkout({ plan: values.plan, quantity: Number(values.quantity) }).unwrap();
        notify(t('pricing.demoCheckout.done'), 'success');
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) helpers.setErrors(fields);
        setFailure(apiErrorText(t, error, 'pricing.demoCheckout.failed'));
      }
    },
  });
  const amount = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { quantity } = formik.values;
  const chosen = plan ?? 'MONTHLY';
  const perMonth = chosen === 'YEARLY' ? PLAN_PRICES_EUR_HT.yearly : PLAN_PRICES_EUR_HT.monthly;
  const total = isValidQuantity(quantity) ? demoCheckoutTotal(chosen, quantity as number) : null;
  const handleClose = () => {
    if (formik.isSubmitting) return;
    setFailure(null);
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog
      open={plan !== null}
      onClose={handleClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xs"
      aria-labelledby="demo-checkout-title"
      aria-describedby="demo-checkout-text"
    >
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="demo-checkout-title" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Chip size="small" color="warning" label={t('pricing.demoCheckout.badge')} />
          {t('pricing.demoCheckout.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Alert id="demo-checkout-text" severity="warning" variant="outlined" role="note">
            {t('pricing.demoCheckout.intro')}
          </Alert>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            <Typography component="dt" color="text.secondary">
              {t('pricing.demoCheckout.plan')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
              {t(chosen === 'YEARLY' ? 'pricing.yearly.name' : 'pricing.monthly.name')}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('pricing.demoCheckout.unitPrice')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
              {t('pricing.demoCheckout.perMonth', { amount: amount(perMonth) })}
            </Typography>
          </Box>
          <TextField
            {...fieldProps(formik, t, 'quantity', 'pricing.demoCheckout.quantity')}
            type="number"
            slotProps={{ htmlInput: { min: SUBSCRIPTION_QUANTITY.min, max: SUBSCRIPTION_QUANTITY.max, step: 1, inputMode: 'numeric' } }}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              borderTop: 1,
              borderColor: 'divider',
              pt: 2,
            }}
          >
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('pricing.demoCheckout.total')}
            </Typography>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800 }} aria-live="polite">
              {total === null
                ? '—'
                : t(chosen === 'YEARLY' ? 'pricing.demoCheckout.perYear' : 'pricing.demoCheckout.perMonth', { amount: amount(total) })}
            </Typography>
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={formik.isSubmitting} color="inherit">
            {t('pricing.demoCheckout.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formik.isSubmitting}>
            {t('pricing.demoCheckout.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
