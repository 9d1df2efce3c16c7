import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, type StringSchema } from 'yup';
import type { ConfigurableSource, SourceItem } from '../../../shared/api/review-sources';
import { sourceSettingsSchema } from '../../../shared/validation/review-source-schemas';
import { fieldErrorsOf } from '../../api/api-error';
import { useConnectReviewSourceMutation, type ConnectSourceArg } from '../../api/review-sources-api';
import { fieldProps } from '../../components/forms/field-props';
import { leaveAppFor } from '../../components/leave-app';
import { notify } from '../../components/notify';
import { useSourceName } from '../../components/review-source';
import { sourceErrorText, type SourceProblemWords } from '../../i18n/source-problem-text';
import { SourceProblemAlert } from './source-state';

// The server's field rules, each made required for the source whose form asks for it.
const rule = (name: 'clientId' | 'clientSecret' | 'restaurantId' | 'url') =>
  sourceSettingsSchema.fields[name] as StringSchema<string | undefined>;
const [clientId, clientSecret, restaurantId, url] = [rule('clientId'), rule('clientSecret'), rule('restaurantId'), rule('url')];
const theForkSchema = object({
  clientId: clientId.required('validation.source.clientId'),
  clientSecret: clientSecret.required('validation.source.clientSecret'),
  restaurantId: restaurantId.required('validation.source.restaurantId'),
});
const tripadvisorSchema = object({ listing: url.required('validation.source.listing') });

/** A Tripadvisor location id is digits only; anything else is read as the listing's address. */
const tripadvisorSettings = (listing: string) =>
  /^\d{1,20}$/.test(listing.trim()) ? { locationId: listing.trim() } : { url: listing.trim() };

type FormProps = { location: number; onDone: () => void };

/** Sends a connection; a refusal is shown under the form, its fields' messages beside each field. */
function useConnect<Values extends object>(source: ConfigurableSource, onDone: () => void) {
  const { t } = useTranslation();
  const name = useSourceName();
  const [connect] = useConnectReviewSourceMutation();
  const [refusal, setRefusal] = useState<SourceProblemWords | null>(null);
  const send = async (arg: ConnectSourceArg, setErrors: (errors: Partial<Record<keyof Values, string>>) => void) => {
    setRefusal(null);
    try {
      await connect(arg).unwrap();
      notify(t('sources.connected', { platform: name(source) }), 'success');
      onDone();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields) setErrors(fields as Partial<Record<keyof Values, string>>);
      setRefusal(sourceErrorText(t, failure, source, 'sources.connectFailed'));
    }
  };
  return { send, refusal };
}

function FormButtons({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button type="submit" variant="contained" loading={isSubmitting}>
        {t('sources.form.connect')}
      </Button>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {t('sources.form.cancel')}
      </Button>
    </Box>
  );
}

/** TheFork: the client id and secret TheFork issues for the restaurant or group, and the restaurant's id. */
export function TheForkForm({ location, onDone }: FormProps) {
  const { t } = useTranslation();
  const { send, refusal } = useConnect<{ clientId: string; clientSecret: string; restaurantId: string }>('thefork', onDone);
  const formik = useFormik({
    initialValues: { clientId: '', clientSecret: '', restaurantId: '' },
    validationSchema: theForkSchema,
    onSubmit: (values, { setErrors }) =>
      send(
        {
          location,
          source: 'thefork',
          settings: {
            clientId: values.clientId.trim(),
            clientSecret: values.clientSecret.trim(),
            restaurantId: values.restaurantId.trim(),
          },
        },
        setErrors,
      ),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 1 }}
      aria-label={t('sources.form.theForkLabel')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('sources.form.theForkHelp')}
      </Typography>
      <TextField {...fieldProps(formik, t, 'clientId', 'sources.form.clientId')} required autoComplete="off" />
      <TextField
        {...fieldProps(formik, t, 'clientSecret', 'sources.form.clientSecret')}
        required
        type="password"
        autoComplete="new-password"
      />
      <TextField {...fieldProps(formik, t, 'restaurantId', 'sources.form.restaurantId')} required autoComplete="off" />
      {refusal && <SourceProblemAlert words={refusal} />}
      <FormButtons isSubmitting={formik.isSubmitting} onCancel={onDone} />
    </Box>
  );
}

/** Tripadvisor: the listing's address, or its location id. */
export function TripadvisorForm({ location, onDone }: FormProps) {
  const { t } = useTranslation();
  const { send, refusal } = useConnect<{ listing: string }>('tripadvisor', onDone);
  const formik = useFormik({
    initialValues: { listing: '' },
    validationSchema: tripadvisorSchema,
    onSubmit: ({ listing }, { setErrors }) =>
      send({ location, source: 'tripadvisor', settings: tripadvisorSettings(listing) }, (errors) =>
        // The server names the field it read (`url` or `locationId`); the form has one.
        setErrors({ listing: Object.values(errors)[0] }),
      ),
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 1 }}
      aria-label={t('sources.form.tripadvisorLabel')}
    >
      <TextField
        {...fieldProps(formik, t, 'listing', 'sources.form.listing')}
        required
        placeholder="https://www.tripadvisor.fr/Restaurant_Review-g187265-d1234567-…"
        autoComplete="off"
      />
      {refusal && <SourceProblemAlert words={refusal} />}
      <FormButtons isSubmitting={formik.isSubmitting} onCancel={onDone} />
    </Box>
  );
}

/** Facebook: Meta's login, where the owner picks the Page; it comes back to the callback page. */
export function FacebookConnectButton({ location, again }: { location: number; again: boolean }) {
  const { t } = useTranslation();
  const [connect, connection] = useConnectReviewSourceMutation();
  const [refusal, setRefusal] = useState<SourceProblemWords | null>(null);
  const handleConnect = async () => {
    setRefusal(null);
    try {
      const answer = await connect({ location, source: 'facebook', settings: {} }).unwrap();
      if ('loginUrl' in answer) leaveAppFor(answer.loginUrl);
    } catch (failure) {
      setRefusal(sourceErrorText(t, failure, 'facebook', 'sources.connectFailed'));
    }
  };
  const isLeaving = connection.isLoading || connection.isSuccess;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant={again ? 'outlined' : 'contained'}
        onClick={() => void handleConnect()}
        disabled={isLeaving}
        sx={{ justifySelf: 'start' }}
      >
        {isLeaving ? t('sources.form.toFacebook') : t(again ? 'sources.form.facebookAgain' : 'sources.form.facebook')}
      </Button>
      {refusal && <SourceProblemAlert words={refusal} />}
    </Box>
  );
}

/** The form of a source that takes settings (TheFork, Tripadvisor). */
export function ConnectForm({ item, location, onDone }: { item: SourceItem; location: number; onDone: () => void }) {
  if (item.source === 'thefork') return <TheForkForm location={location} onDone={onDone} />;
  if (item.source === 'tripadvisor') return <TripadvisorForm location={location} onDone={onDone} />;
  return null;
}
