import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProfileHoursAnswer } from '../../../shared/api/google-profile';
import { parisDay } from '../../../shared/paris-day';
import { useProfileHolidayReminderQuery, useProfileHoursQuery, useSaveProfileHoursMutation } from '../../api/google-profile-api';
import { apiErrorText } from '../../i18n/api-error-text';
import { HolidayReminder } from './holiday-reminder';
import type { HolidayReminder as Reminder } from '../../../shared/api/google-profile';
import { hoursErrors, toHoursForm, toHoursRequest, withDateClosed, type HoursErrors, type HoursForm } from './hours-model';
import { ProfileFailure, ProfileSkeleton } from './profile-states';
import { ProfileSection } from './profile-section';
import { SpecialDatesEditor } from './special-dates-editor';
import { WeekEditor } from './week-editor';

/** Tomorrow in Paris: where a new exceptional date starts. */
const tomorrow = () => parisDay(new Date(Date.now() + 24 * 3600 * 1000));

type HoursEditorProps = { location: number; hours: ProfileHoursAnswer; mayEdit: boolean; holiday: Reminder['holiday'] };

/** The week and the exceptional dates as Google holds them, edited together and saved in one request. */
function HoursEditor({ location, hours, mayEdit, holiday }: HoursEditorProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<HoursForm>(() => toHoursForm(hours));
  const [errors, setErrors] = useState<HoursErrors>({});
  const [saved, setSaved] = useState<ProfileHoursAnswer['state'] | null>(null);
  const [save, saving] = useSaveProfileHoursMutation();

  const submit = async (next: HoursForm) => {
    const found = hoursErrors(next);
    setErrors(found);
    setSaved(null);
    if (Object.keys(found).length > 0) return;
    const answer = await save({ location, hours: toHoursRequest(next) })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setForm(toHoursForm(answer));
    setSaved(answer.state);
  };
  const handleChange = (next: HoursForm) => {
    setForm(next);
    setSaved(null);
    // A field corrected loses its message at once; the others keep theirs until the next save.
    if (Object.keys(errors).length > 0) setErrors(hoursErrors(next));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(form);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {mayEdit && (
        <HolidayReminder holiday={holiday} saving={saving.isLoading} onClose={(date) => void submit(withDateClosed(form, date))} />
      )}
      <ProfileSection
        title={t('googleProfile.hours.title')}
        action={
          <Chip
            size="small"
            color={hours.state === 'applied' ? 'success' : 'warning'}
            variant="outlined"
            label={t(`googleProfile.hours.state.${hours.state}`)}
          />
        }
      >
        <WeekEditor week={form.week} errors={errors} readOnly={!mayEdit} onChange={(week) => handleChange({ ...form, week })} />
      </ProfileSection>
      <ProfileSection title={t('googleProfile.special.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('googleProfile.special.description')}
        </Typography>
        <SpecialDatesEditor
          special={form.special}
          errors={errors}
          readOnly={!mayEdit}
          firstDate={tomorrow()}
          onChange={(special) => handleChange({ ...form, special })}
        />
      </ProfileSection>
      {hours.googleUpdated && <Alert severity="info">{t('googleProfile.hours.googleUpdated')}</Alert>}
      {errors.form && <Alert severity="error">{t(errors.form)}</Alert>}
      {Object.keys(errors).length > 0 && !errors.form && <Alert severity="error">{t('googleProfile.hours.errors.summary')}</Alert>}
      {saving.isError && (
        <Alert severity="error" role="alert">
          {apiErrorText(t, saving.error, 'googleProfile.hours.saveFailed')}
        </Alert>
      )}
      {saved && (
        <Alert severity={saved === 'applied' ? 'success' : 'info'} role="status">
          {t(`googleProfile.hours.saved.${saved}`)}
        </Alert>
      )}
      {mayEdit ? (
        <Button type="submit" variant="contained" loading={saving.isLoading} sx={{ justifySelf: 'start' }}>
          {t('googleProfile.hours.save')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('googleProfile.readOnly')}
        </Typography>
      )}
    </Box>
  );
}

type HoursTabProps = { location: number; mayEdit: boolean; connect?: ReactNode };

/** « Horaires »: the regular week and the exceptional dates of the establishment's Google profile. */
export function HoursTab({ location, mayEdit, connect }: HoursTabProps) {
  const { t } = useTranslation();
  const { data, error, isError, isLoading, refetch } = useProfileHoursQuery({ location });
  // The reminder is a help, not the screen: without it (not answered, or refused) the hours still show.
  const reminder = useProfileHolidayReminderQuery({ location }, { skip: !mayEdit || !data });
  if (isError)
    return <ProfileFailure error={error} fallbackKey="googleProfile.hours.loadFailed" onRetry={() => void refetch()} connect={connect} />;
  if (isLoading || !data) return <ProfileSkeleton label={t('googleProfile.hours.loading')} />;
  return <HoursEditor location={location} hours={data} mayEdit={mayEdit} holiday={reminder.data?.holiday ?? null} />;
}
