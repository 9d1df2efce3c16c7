import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { MAX_CONTACTS_PER_SEND } from '../../../shared/api/review-requests';
import { LANGUAGES } from '../../../shared/constants';
import { fieldProps } from '../../components/forms/field-props';
import { contactLinesOf } from './contact-lines';
import type { SendValues } from './send-form-values';

type FieldsProps = { formik: FormikProps<SendValues> };

/** The field's message once blurred or once the form was sent, as `fieldProps` shows it. */
function propsOf(formik: FormikProps<SendValues>, t: ReturnType<typeof useTranslation>['t'], name: keyof SendValues, labelKey: string) {
  const props = fieldProps(formik, t, name, labelKey);
  const error = formik.errors[name];
  if (formik.submitCount === 0 || typeof error !== 'string') return props;
  return { ...props, error: true, helperText: t(error) };
}

function LanguageSelect({ formik, labelKey }: FieldsProps & { labelKey: string }) {
  const { t } = useTranslation();
  return (
    <TextField select {...propsOf(formik, t, 'language', labelKey)}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`reviewRequests.languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One customer: a name, an e-mail and/or a mobile (the channel's is required), and the message's language. */
export function OneContactFields({ formik }: FieldsProps) {
  const { t } = useTranslation();
  const { channel } = formik.values;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField {...propsOf(formik, t, 'name', 'reviewRequests.send.name')} required autoComplete="off" />
      <LanguageSelect formik={formik} labelKey="reviewRequests.send.language" />
      <TextField
        {...propsOf(formik, t, 'email', 'reviewRequests.send.email')}
        type="email"
        required={channel === 'email'}
        autoComplete="off"
        inputMode="email"
      />
      <TextField
        {...propsOf(formik, t, 'phone', 'reviewRequests.send.phone')}
        type="tel"
        required={channel === 'sms'}
        autoComplete="off"
        inputMode="tel"
      />
    </Box>
  );
}

/** A pasted list, one contact per line, with the lines the server could not use named as they are typed. */
export function ContactListField({ formik }: FieldsProps) {
  const { t } = useTranslation();
  const lines = contactLinesOf(formik.values.list, formik.values.language);
  const unusable = lines.filter((line) => !line.usable).map((line) => line.line);
  const props = propsOf(formik, t, 'list', 'reviewRequests.send.list');
  return (
    <>
      <TextField
        {...props}
        multiline
        minRows={5}
        maxRows={14}
        required
        placeholder={t('reviewRequests.send.listPlaceholder')}
        helperText={props.error ? props.helperText : t('reviewRequests.send.listHelp', { max: MAX_CONTACTS_PER_SEND })}
        slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 14 } } }}
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <LanguageSelect formik={formik} labelKey="reviewRequests.send.defaultLanguage" />
      </Box>
      <Typography role="status" variant="body2" color={unusable.length > 0 ? 'warning.main' : 'text.secondary'}>
        {t('reviewRequests.send.listCount', { count: lines.length })}
        {unusable.length > 0 && ` ${t('reviewRequests.send.listUnusableLines', { count: unusable.length, lines: unusable.join(', ') })}`}
      </Typography>
    </>
  );
}
