import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { termsAcceptanceSchema } from '../../../shared/validation/auth-schemas';
import { useAcceptTermsMutation } from '../../api/terms-api';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { TaggedText } from '../../components/tagged-text';

/**
 * The first screen of a new account: nothing of the product works until the owner accepts the
 * terms of sale and the privacy policy (the server refuses too). The box is never ticked for them.
 */
export function TermsAcceptance() {
  const { t } = useTranslation();
  const [acceptTerms, { isLoading, error }] = useAcceptTermsMutation();
  const formik = useFormik({
    initialValues: { hasAcceptedTerms: false },
    validationSchema: termsAcceptanceSchema,
    onSubmit: async () => {
      // The profile query is invalidated on success: the gate then moves on to the setup.
      await acceptTerms();
    },
  });
  const message = formik.submitCount > 0 ? formik.errors.hasAcceptedTerms : undefined;
  const legalLink = (to: string) => <Link component={RouterLink} to={to} target="_blank" rel="noopener" />;

  return (
    <Paper component="form" noValidate onSubmit={formik.handleSubmit} sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {t('terms.title')}
        </Typography>
        <Typography>{t('terms.intro')}</Typography>
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          <li>{t('terms.pointData')}</li>
          <li>{t('terms.pointRights')}</li>
        </Typography>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                name="hasAcceptedTerms"
                checked={formik.values.hasAcceptedTerms}
                onChange={formik.handleChange}
                slotProps={{ input: { 'aria-describedby': message ? 'terms-error' : undefined } }}
              />
            }
            label={
              <TaggedText
                i18nKey="terms.checkbox"
                components={{ terms: legalLink(PATHS.legalTerms), privacy: legalLink(PATHS.legalPrivacy) }}
              />
            }
          />
          {message && (
            <FormHelperText id="terms-error" error>
              {t(message)}
            </FormHelperText>
          )}
        </div>
        {error && <Alert severity="error">{apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR')}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('terms.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
