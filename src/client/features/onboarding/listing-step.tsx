import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { listingUrlSchema } from '../../../shared/validation/onboarding-schemas';
import { useResolveListingMutation } from '../../api/onboarding-api';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { apiErrorText } from '../../i18n/api-error-text';
import { finishOnboarding } from './finish-onboarding';
import { ListingLinkForm } from './listing-link-form';
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
      <ListingLinkForm formik={formik} isLookingUp={isLookingUp} />
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
