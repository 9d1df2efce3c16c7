import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../components/forms/field-props';

/** The short maps link of a business and « Rechercher »: the setup's listing step, and each establishment added. */
export function ListingLinkForm({ formik, isLookingUp }: { formik: FormikProps<{ url: string }>; isLookingUp: boolean }) {
  const { t } = useTranslation();
  return (
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
  );
}
