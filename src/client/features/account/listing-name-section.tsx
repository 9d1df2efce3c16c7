import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deBusiness } from '../../../shared/french-names';
import { useListingQuery, useSaveListingNameArticleMutation } from '../../api/onboarding-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { AccountSection } from './account-section';

/**
 * « Établissement »: the listing's name as Google gives it (not editable here), and the owner's word that its leading
 * article is part of a trade mark, which French texts then keep as written. The example is the real name, both ways.
 */
export function ListingNameSection() {
  const { t } = useTranslation();
  const { data: listing } = useListingQuery();
  const [save, { isLoading: isSaving }] = useSaveListingNameArticleMutation();
  if (!listing) return null;

  const keepsArticle = listing.nameKeepsArticle;
  const shown = deBusiness(listing.name, { keepArticle: keepsArticle });
  const instead = deBusiness(listing.name, { keepArticle: !keepsArticle });
  const handleChange = async (nameKeepsArticle: boolean) => {
    try {
      await save({ nameKeepsArticle }).unwrap();
      notify(t('account.listingName.saved'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR'), 'error');
    }
  };

  return (
    <AccountSection id="account-listing-name" title={t('account.listingName.title')} description={t('account.listingName.description')}>
      <Stack sx={{ gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{listing.name}</Typography>
        <FormControlLabel
          control={<Switch checked={keepsArticle} disabled={isSaving} onChange={(event) => void handleChange(event.target.checked)} />}
          label={t('account.listingName.keepsArticle')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('account.listingName.keepsArticleHint')}
        </Typography>
        <Typography variant="body2">
          {shown === instead ? t('account.listingName.exampleSame', { shown }) : t('account.listingName.example', { shown, instead })}
        </Typography>
      </Stack>
    </AccountSection>
  );
}
