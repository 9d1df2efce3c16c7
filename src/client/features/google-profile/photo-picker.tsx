import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslation } from 'react-i18next';
import { useUploadProfilePhotoMutation } from '../../api/google-profile-api';
import { apiErrorText } from '../../i18n/api-error-text';

/** The server's bounds on a photo's bytes (the pictures' bound; Google takes JPEG and PNG): checked first here. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The message key of a file the server would refuse, or null. */
export function photoFileError(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'googleProfile.photos.errors.type';
  if (file.size > PHOTO_MAX_BYTES) return 'apiErrors.FILE_TOO_LARGE';
  if (file.size === 0) return 'apiErrors.FILE_REQUIRED';
  return null;
}

type PhotoPickerProps = {
  location: number;
  label: string;
  /** The stored photo's address, once uploaded. */
  onUploaded: (url: string) => void;
  /** The address chosen so far, shown as a preview. */
  url?: string;
  onClear?: () => void;
};

/**
 * « Choisir une photo »: a JPEG or PNG of 2 MB at most, sent to Bonavis's storage (Google fetches it from there), with
 * a bar while it uploads and the upload bounds' messages.
 */
export function PhotoPicker({ location, label, onUploaded, url, onClear }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [upload, uploading] = useUploadProfilePhotoMutation();
  const [fileError, setFileError] = useState<string | null>(null);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileError(file);
    setFileError(problem);
    if (problem) return;
    const answer = await upload({ location, photo: file, name: file.name })
      .unwrap()
      .catch(() => null);
    if (answer) onUploaded(answer.url);
  };
  const error = fileError ? t(fileError) : uploading.isError ? apiErrorText(t, uploading.error, 'googleProfile.photos.uploadFailed') : null;

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {url && (
        <Box
          component="img"
          src={url}
          alt={t('googleProfile.photos.preview')}
          sx={{ maxWidth: '100%', width: 240, maxHeight: 180, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading.isLoading}
          aria-describedby={error ? errorId : undefined}
        >
          {url ? t('googleProfile.photos.replace') : label}
        </Button>
        {url && onClear && <Button onClick={onClear}>{t('googleProfile.photos.removeFromPost')}</Button>}
      </Box>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hidden
        data-testid="photo-file"
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {uploading.isLoading && (
        <Box sx={{ width: '100%', maxWidth: 320 }}>
          <LinearProgress aria-label={t('googleProfile.photos.uploading')} />
        </Box>
      )}
      {error && (
        <Alert severity="error" id={errorId} role="alert" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
