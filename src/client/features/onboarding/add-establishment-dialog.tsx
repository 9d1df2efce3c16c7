import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResolveListingMutation } from '../../api/onboarding-api';
import type { ListingLookup } from '../../../shared/api/listings';
import { useAddEstablishmentMutation } from '../../api/organizations-api';
import { notify } from '../../components/notify';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { listingUrlSchema } from '../../../shared/validation/onboarding-schemas';
import { ListingLinkForm } from './listing-link-form';
import { ListingPreview } from './listing-preview';

/**
 * « Ajouter un établissement »: the setup's listing step for one more establishment. The link is looked up and the
 * business shown before it is added; once added (`onAdded`, with its id), the screens show it while its reviews
 * synchronise.
 */
export function AddEstablishmentDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [resolveListing, { isLoading: isLookingUp }] = useResolveListingMutation();
  const [addEstablishment, { isLoading: isAdding }] = useAddEstablishmentMutation();
  const [found, setFound] = useState<{ url: string; listing: ListingLookup } | null>(null);

  const formik = useFormik({
    initialValues: { url: '' },
    validationSchema: listingUrlSchema,
    onSubmit: async ({ url }) => {
      const trimmed = url.trim();
      try {
        setFound({ url: trimmed, listing: await resolveListing(trimmed).unwrap() });
      } catch (error) {
        setFound(null);
        notify(apiErrorText(t, error, 'establishments.lookupError'), 'error');
      }
    },
  });
  const lookupIsCurrent = found !== null && found.url === formik.values.url.trim();

  const close = () => {
    formik.resetForm();
    setFound(null);
    onClose();
  };
  const add = async () => {
    if (!found) return;
    try {
      const added = await addEstablishment(found.url).unwrap();
      notify(t('establishments.added', { name: added.name }), 'success');
      close();
      onAdded(added.id);
      navigate(PATHS.dashboardHome);
    } catch (error) {
      notify(apiErrorText(t, error, 'establishments.addError'), 'error');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-establishment-title">
      <DialogTitle id="add-establishment-title">{t('establishments.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('establishments.addIntro')}</Typography>
        <ListingLinkForm formik={formik} isLookingUp={isLookingUp} />
        {found && lookupIsCurrent && <ListingPreview listing={found.listing} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('establishments.cancel')}</Button>
        <Button variant="contained" onClick={() => void add()} disabled={!lookupIsCurrent} loading={isAdding}>
          {t('establishments.confirmAdd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
