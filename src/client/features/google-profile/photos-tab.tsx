import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILE_PHOTO_CATEGORIES, type ProfilePhotoAnswer } from '../../../shared/api/google-profile';
import { useAddProfilePhotoMutation, useDeleteProfilePhotoMutation, useProfilePhotosQuery } from '../../api/google-profile-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDate } from '../../i18n/dates';
import { PhotoPicker } from './photo-picker';
import { ProfileFailure, ProfileSkeleton } from './profile-states';
import { ProfileSection } from './profile-section';

type Category = (typeof PROFILE_PHOTO_CATEGORIES)[number];
const DESCRIPTION_MAX_LENGTH = 200;

/** A new photo: its category (and a description) first, then the file, added to Google once stored. */
function PhotoUpload({ location }: { location: number }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category>('ADDITIONAL');
  const [description, setDescription] = useState('');
  const [add, adding] = useAddProfilePhotoMutation();
  const handleUploaded = async (sourceUrl: string) => {
    const trimmed = description.trim();
    const photo = await add({ location, photo: { sourceUrl, category, ...(trimmed && { description: trimmed }) } })
      .unwrap()
      .catch(() => null);
    if (!photo) return;
    notify(t('googleProfile.photos.added'), 'success');
    setDescription('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr)' } }}>
        <TextField
          select
          size="small"
          label={t('googleProfile.photos.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          {PROFILE_PHOTO_CATEGORIES.map((each) => (
            <MenuItem key={each} value={each}>
              {t(`googleProfile.photos.categories.${each}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('googleProfile.photos.description')}
          slotProps={{ inputLabel: { shrink: true } }}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={description.trim().length > DESCRIPTION_MAX_LENGTH}
          helperText={
            description.trim().length > DESCRIPTION_MAX_LENGTH
              ? t('googleProfile.photos.errors.description', { max: DESCRIPTION_MAX_LENGTH })
              : undefined
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('googleProfile.photos.bounds')}
      </Typography>
      <PhotoPicker
        location={location}
        label={t('googleProfile.photos.add')}
        onUploaded={(url) => void (description.trim().length <= DESCRIPTION_MAX_LENGTH && handleUploaded(url))}
      />
      {adding.isLoading && <Typography role="status">{t('googleProfile.photos.adding')}</Typography>}
      {adding.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(t, adding.error, 'googleProfile.photos.addFailed')}
        </Alert>
      )}
    </Box>
  );
}

type PhotoGridProps = { photos: ProfilePhotoAnswer[]; mayEdit: boolean; onDelete: (photo: ProfilePhotoAnswer) => void };

function PhotoGrid({ photos, mayEdit, onDelete }: PhotoGridProps) {
  const { t } = useTranslation();
  if (photos.length === 0) return <Typography color="text.secondary">{t('googleProfile.photos.none')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {photos.map((photo) => {
        const category = photo.category ? t(`googleProfile.photos.categories.${photo.category}`) : t('googleProfile.photos.noCategory');
        const source = photo.thumbnailUrl ?? photo.googleUrl;
        return (
          <Box component="li" key={photo.id} sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
            {source ? (
              <Box
                component="img"
                src={source}
                alt={photo.description ?? category}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ) : (
              <Box
                sx={{
                  width: '100%',
                  aspectRatio: '4 / 3',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                  p: 1,
                }}
              >
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                  {t('googleProfile.photos.noPreview')}
                </Typography>
              </Box>
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {category}
            </Typography>
            {photo.createdAt && (
              <Typography variant="caption" color="text.secondary">
                {formatDate(photo.createdAt)}
              </Typography>
            )}
            {mayEdit && (
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(photo)}
                sx={{ justifySelf: 'start' }}
                aria-label={t('googleProfile.photos.deleteNamed', { name: photo.description ?? category })}
              >
                {t('googleProfile.photos.delete')}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

type PhotosTabProps = { location: number; mayEdit: boolean; connect?: ReactNode };

/** « Photos »: the profile's photos, an upload with its category, and a deletion after confirmation. */
export function PhotosTab({ location, mayEdit, connect }: PhotosTabProps) {
  const { t } = useTranslation();
  const { data, error, isError, isLoading, refetch } = useProfilePhotosQuery({ location });
  const [asked, setAsked] = useState<ProfilePhotoAnswer | null>(null);
  const [remove, removing] = useDeleteProfilePhotoMutation();
  const handleConfirm = async () => {
    if (!asked) return;
    try {
      await remove({ location, photoId: asked.id }).unwrap();
      notify(t('googleProfile.photos.deleted'), 'success');
    } catch (failure) {
      notify(apiErrorText(t, failure, 'googleProfile.photos.deleteFailed'), 'error');
    }
    setAsked(null);
  };
  if (isError)
    return <ProfileFailure error={error} fallbackKey="googleProfile.photos.loadFailed" onRetry={() => void refetch()} connect={connect} />;
  if (isLoading || !data) return <ProfileSkeleton label={t('googleProfile.photos.loading')} />;
  return (
    <>
      {mayEdit && (
        <ProfileSection title={t('googleProfile.photos.new')}>
          <PhotoUpload location={location} />
        </ProfileSection>
      )}
      <ProfileSection title={t('googleProfile.photos.title')}>
        {!mayEdit && (
          <Typography variant="body2" color="text.secondary">
            {t('googleProfile.readOnly')}
          </Typography>
        )}
        <PhotoGrid photos={data.items} mayEdit={mayEdit} onDelete={setAsked} />
      </ProfileSection>
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby="photo-delete-title">
        <DialogTitle id="photo-delete-title">{t('googleProfile.photos.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('googleProfile.photos.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>{t('googleProfile.keep')}</Button>
          <Button color="error" variant="contained" loading={removing.isLoading} onClick={() => void handleConfirm()}>
            {t('googleProfile.photos.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
