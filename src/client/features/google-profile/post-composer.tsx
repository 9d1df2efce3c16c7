import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILE_CALL_TO_ACTIONS, PROFILE_POST_KINDS, PROFILE_POST_REPEATS } from '../../../shared/api/google-profile';
import { PROFILE_POST_MAX_LENGTH } from '../../../shared/validation/profile-schemas';
import { useCreateProfilePostMutation } from '../../api/google-profile-api';
import { errorCodeOf } from '../../api/api-error';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { normalizeTime } from './hours-model';
import { emptyPost, postErrors, toPostRequest, type PostErrors, type PostForm } from './post-model';

type ComposerProps = {
  location: number;
  /** The photo picker (an upload, composed by the posts tab), which sets the post's photo address. */
  photo?: (setPhotoUrl: (url: string) => void, photoUrl: string) => ReactNode;
  /** « Rédiger avec l'IA »: writes a text from an idea, when the server offers it. */
  draft?: (kind: PostForm['kind'], setSummary: (summary: string) => void) => ReactNode;
  /** Whether the server takes a publication time (`publishAt`). */
  canSchedule: boolean;
};

/**
 * The composer of a Google post: news, offer or event, its text with a counter, a photo, a button (call to action),
 * the event's or offer's fields, then « Publier maintenant » or « Programmer » at a date and time.
 */
export function PostComposer({ location, photo, draft, canSchedule }: ComposerProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PostForm>(emptyPost);
  const [errors, setErrors] = useState<PostErrors>({});
  const [create, creating] = useCreateProfilePostMutation();
  const set = (change: Partial<PostForm>) => {
    const next = { ...form, ...change };
    setForm(next);
    if (Object.keys(errors).length > 0) setErrors(postErrors(next, new Date()));
  };
  const field = (name: keyof PostForm, props: TextFieldProps = {}) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : props.helperText,
    size: 'small' as const,
    ...props,
    slotProps: { ...props.slotProps, inputLabel: { shrink: true } },
  });

  const submit = async () => {
    const found = postErrors(form, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const post = await create({ location, post: toPostRequest(form) })
      .unwrap()
      .catch(() => null);
    if (!post) return;
    notify(t(form.when === 'later' ? 'googleProfile.posts.scheduled' : 'googleProfile.posts.published'), 'success');
    setForm(emptyPost());
  };
  const length = form.summary.trim().length;
  // The server's refusal of a post that asks for reviews names the words it found.
  const refusal = creating.isError ? apiErrorText(t, creating.error, 'googleProfile.posts.createFailed') : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('googleProfile.posts.composer')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormControl>
        <FormLabel id="post-kind-label">{t('googleProfile.posts.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="post-kind-label"
          value={form.kind}
          onChange={(_event, kind) => set({ kind: kind as PostForm['kind'] })}
        >
          {PROFILE_POST_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`googleProfile.posts.kinds.${kind}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {form.kind !== 'news' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField {...field('title')} label={t('googleProfile.posts.title')} sx={{ gridColumn: '1 / -1' }} />
          <TextField {...field('startDate')} type="date" label={t('googleProfile.posts.startDate')} />
          <TextField
            {...field('startTime')}
            onBlur={() => set({ startTime: normalizeTime(form.startTime) })}
            label={t('googleProfile.posts.startTime')}
            placeholder="HH:MM"
          />
          <TextField {...field('endDate')} type="date" label={t('googleProfile.posts.endDate')} />
          <TextField
            {...field('endTime')}
            onBlur={() => set({ endTime: normalizeTime(form.endTime) })}
            label={t('googleProfile.posts.endTime')}
            placeholder="HH:MM"
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField {...field('summary')} label={t('googleProfile.posts.summary')} multiline minRows={4} />
        <Typography
          id="post-summary-counter"
          variant="caption"
          color={length > PROFILE_POST_MAX_LENGTH ? 'error' : 'text.secondary'}
          sx={{ textAlign: 'end', mt: -0.5 }}
        >
          {t('googleProfile.posts.counter', { count: length, max: PROFILE_POST_MAX_LENGTH })}
        </Typography>
        {draft?.(form.kind, (summary) => set({ summary }))}
      </Box>
      {form.kind === 'offer' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField {...field('couponCode')} label={t('googleProfile.posts.couponCode')} />
          <TextField {...field('redeemUrl')} label={t('googleProfile.posts.redeemUrl')} placeholder="https://" />
          <TextField {...field('terms')} label={t('googleProfile.posts.terms')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
        </Box>
      )}
      {photo ? (
        photo((photoUrl) => set({ photoUrl }), form.photoUrl)
      ) : (
        <TextField {...field('photoUrl')} label={t('googleProfile.posts.photoUrl')} placeholder="https://" />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          {...field('action')}
          select
          label={t('googleProfile.posts.action')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(event) => set({ action: event.target.value as PostForm['action'] })}
        >
          <MenuItem value="">{t('googleProfile.posts.actions.none')}</MenuItem>
          {PROFILE_CALL_TO_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`googleProfile.posts.actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        {form.action && form.action !== 'CALL' && (
          <TextField {...field('actionUrl')} label={t('googleProfile.posts.actionUrl')} placeholder="https://" />
        )}
      </Box>
      {canSchedule && (
        <FormControl>
          <FormLabel id="post-when-label">{t('googleProfile.posts.when')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="post-when-label"
            value={form.when}
            onChange={(_event, when) => set({ when: when as PostForm['when'] })}
          >
            <FormControlLabel value="now" control={<Radio />} label={t('googleProfile.posts.now')} />
            <FormControlLabel value="later" control={<Radio />} label={t('googleProfile.posts.later')} />
          </RadioGroup>
        </FormControl>
      )}
      {form.when === 'later' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField {...field('publishDate')} type="date" label={t('googleProfile.posts.publishDate')} />
          <TextField {...field('publishTime')} type="time" label={t('googleProfile.posts.publishTime')} />
          <TextField
            {...field('repeat')}
            select
            label={t('googleProfile.posts.repeat')}
            helperText={t('googleProfile.posts.repeatHint')}
            onChange={(event) => set({ repeat: event.target.value as PostForm['repeat'] })}
            sx={{ gridColumn: '1 / -1' }}
          >
            {PROFILE_POST_REPEATS.map((repeat) => (
              <MenuItem key={repeat} value={repeat}>
                {t(`googleProfile.posts.repeats.${repeat}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {Object.keys(errors).length > 0 && <Alert severity="error">{t('googleProfile.posts.errors.summaryOfErrors')}</Alert>}
      <Button type="submit" variant="contained" loading={creating.isLoading} sx={{ justifySelf: 'start' }}>
        {t(form.when === 'later' ? 'googleProfile.posts.schedule' : 'googleProfile.posts.publishNow')}
      </Button>
      {errorCodeOf(creating.error) === 'INCENTIVE_FORBIDDEN' && (
        <Typography variant="body2" color="text.secondary">
          {t('googleProfile.posts.incentiveHint')}
        </Typography>
      )}
    </Box>
  );
}
