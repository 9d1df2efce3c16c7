import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { listingUrlSchema } from '../../../shared/validation/onboarding-schemas';
import { useResolveListingMutation } from '../../api/onboarding-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { apiErrorText } from '../../i18n/api-error-text';
import { fieldProps } from '../../components/forms/field-props';
import { finishOnboarding } from './finish-onboarding';
import { ListingPreview } from './listing-preview';
import { WizardActions } from './wizard-actions';
import { listingLookedUp, listingLookupFailed, stepCompleted, steppedBack } from './wizard-slice';

/** Step 3: the listing's short link, looked up and previewed; Terminer only after a successful lookup. */
export function ListingStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const storedUrl = useAppSelector((state) => state.wizard.formData.googleSync.url);
  const [resolveListing, { isLoading: isLookingUp }] = useResolveListingMutation();
  const found = useAppSelector((state) => state.wizard.listingLookup);
  const [isFinishing, setIsFinishing] = useState(false);

  const formik = useFormik({
    initialValues: { url: storedUrl ?? '' },
    validationSchema: listingUrlSchema,
    onSubmit: async ({ url }) => {
      const trimmed = url.trim();
      try {
        const listing = await resolveListing(trimmed).unwrap();
        dispatch(listingLookedUp({ url: trimmed, listing }));
        notify(t('onboarding.toasts.syncSuccess'), 'success');
      } catch (error) {
        dispatch(listingLookupFailed());
        notify(apiErrorText(t, error, 'onboarding.toasts.syncError'), 'error');
      }
    },
  });

  // A lookup counts for the link it was made with; editing the link asks for a new one.
  const lookupIsCurrent = found !== null && found.url === formik.values.url.trim();

  const finish = async () => {
    if (!found) return;
    setIsFinishing(true);
    try {
      await dispatch(finishOnboarding(found.url)).unwrap();
      dispatch(stepCompleted({ step: 'googleSync', values: { url: found.url } }));
      notify(t('onboarding.toasts.syncSuccess'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'onboarding.toasts.syncError'), 'error');
      setIsFinishing(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('onboarding.listing.intro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          {...fieldProps(formik, t, 'url', 'onboarding.fields.listingUrl')}
          required
          type="url"
          placeholder="https://maps.app.goo.gl/…"
          autoFocus
        />
        <Button type="submit" variant="outlined" loading={isLookingUp} sx={{ mt: 1, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {t('onboarding.listing.lookUp')}
        </Button>
      </Box>
      {found && lookupIsCurrent && <ListingPreview listing={found.listing} />}
      <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void finish())}>
        <WizardActions
          onPrevious={() => dispatch(steppedBack({ step: 'googleSync', values: {} }))}
          nextLabelKey="onboarding.finish"
          nextDisabled={!lookupIsCurrent || isFinishing}
          isSubmitting={isFinishing}
        />
      </Box>
    </Box>
  );
}
