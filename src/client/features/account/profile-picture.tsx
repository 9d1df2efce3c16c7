import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/api/users';
import { useUploadPictureMutation } from '../../api/users-api';
import { visuallyHidden } from '../../components/visually-hidden';
import { apiErrorText } from '../../i18n/api-error-text';
import type { SourceSquare } from './crop-geometry';
import { generatedAvatar } from './generated-avatar';
import { loadImage, squareToBlob } from './picture-canvas';
import { PictureCropDialog } from './picture-crop-dialog';

/** A chosen picture is decoded in the browser before it is cropped: beyond this size a phone may struggle. */
export const PICTURE_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

/** The avatar the server made at sign-up: a DiceBear SVG, kept as a data URI. */
const isGeneratedAvatar = (picture: string) => picture.startsWith('data:image/svg+xml');

type ChosenPicture = { image: HTMLImageElement; url: string };

/** The profile picture: choose a file, frame it, upload it; or go back to a generated avatar. */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: isUploading }] = useUploadPictureMutation();
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [isGenerating, setIsGenerating] = useState(false);
  const [isSavingCrop, setIsSavingCrop] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [cropErrorText, setCropErrorText] = useState<string | null>(null);

  const closeCrop = () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    setChosen(null);
    setCropErrorText(null);
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    setErrorText(null);
    if (!file.type.startsWith('image/')) return setErrorText(t('account.picture.notAnImage'));
    if (file.size > PICTURE_SOURCE_MAX_BYTES) return setErrorText(t('account.picture.tooLarge'));
    const url = URL.createObjectURL(file);
    setIsReading(true);
    try {
      setChosen({ image: await loadImage(url), url });
    } catch {
      URL.revokeObjectURL(url);
      setErrorText(t('account.picture.unreadable'));
    } finally {
      setIsReading(false);
    }
  };

  const handleSave = async (square: SourceSquare) => {
    if (!chosen) return;
    setCropErrorText(null);
    setIsSavingCrop(true);
    try {
      await upload(await squareToBlob(chosen.image, square)).unwrap();
      closeCrop();
      notify(t('account.picture.saved'), 'success');
    } catch (error) {
      setCropErrorText(apiErrorText(t, error, 'account.picture.uploadError'));
    } finally {
      setIsSavingCrop(false);
    }
  };

  const handleGenerated = async () => {
    setErrorText(null);
    setIsGenerating(true);
    try {
      await upload(await generatedAvatar()).unwrap();
      notify(t('account.picture.generatedSaved'), 'success');
    } catch (error) {
      setErrorText(apiErrorText(t, error, 'account.picture.uploadError'));
    } finally {
      setIsGenerating(false);
    }
  };

  const isBusy = isReading || isUploading || isGenerating || isSavingCrop;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Avatar src={user.profilePicture} alt={t('account.picture.current', { name: user.name })} sx={{ width: 88, height: 88 }} />
      <Stack sx={{ gap: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            loading={isReading}
            disabled={isBusy}
          >
            {t('account.picture.change')}
          </Button>
          {!isGeneratedAvatar(user.profilePicture) && (
            <Button onClick={() => void handleGenerated()} loading={isGenerating} disabled={isBusy}>
              {t('account.picture.useGenerated')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('account.picture.hint')}
        </Typography>
        {errorText && <Alert severity="error">{errorText}</Alert>}
      </Stack>
      <Box
        component="input"
        ref={input}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label={t('account.picture.change')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void handleFile(event)}
        sx={visuallyHidden}
      />
      {chosen && (
        <PictureCropDialog
          image={chosen.image}
          isSaving={isSavingCrop}
          errorText={cropErrorText}
          onSave={(square) => void handleSave(square)}
          onCancel={closeCrop}
        />
      )}
    </Stack>
  );
}
