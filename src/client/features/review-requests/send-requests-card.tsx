import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ContactBasis, ReviewRequestState, SendRequestsAnswer } from '../../../shared/api/review-requests';
import { fieldErrorsOf } from '../../api/api-error';
import { useSendReviewRequestsMutation } from '../../api/review-requests-api';
import { languageOf } from '../../i18n';
import { apiErrorText } from '../../i18n/api-error-text';
import { BasisField, ChannelField } from './channel-basis-fields';
import { contactLinesOf } from './contact-lines';
import { ContactListField, OneContactFields } from './contact-fields';
import { MessagePreview, type MessageDraft } from './message-preview';
import { RequestImport } from './request-import';
import { SendAnswer } from './send-answer';
import { contactsOf, SEND_MODES, sendErrorsOf, type SendMode, type SendValues } from './send-form-values';

type Sent = { answer: SendRequestsAnswer; labelOf: (index: number) => string };

/**
 * Asks customers for a review: the channel, why the owner may write to them, then one contact, a pasted list or a CSV
 * file; beside it, the message as the first of them will read it. The server's answer says what was queued, what
 * waits for the sending hours and who was not asked.
 */
export function SendRequestsCard({ state, businessName }: { state: ReviewRequestState; businessName: string }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<SendMode>('one');
  const [sent, setSent] = useState<Sent | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [send] = useSendReviewRequestsMutation();
  const formik = useFormik<SendValues>({
    initialValues: { name: '', email: '', phone: '', language: languageOf(i18n), list: '', channel: state.settings.channel, basis: '' },
    validate: (values) => sendErrorsOf(values, mode),
    onSubmit: async (values, helpers) => {
      // A file is sent by its own button, after its preview.
      if (mode === 'csv') return;
      setSendError(null);
      setSent(null);
      const lines = contactLinesOf(values.list, values.language);
      const labelOf = (index: number) =>
        mode === 'one'
          ? values.name.trim()
          : t('reviewRequests.answer.line', { line: lines[index]?.line, name: lines[index]?.contact.name });
      try {
        const answer = await send({
          contacts: contactsOf(values, mode),
          channel: values.channel,
          basis: values.basis as ContactBasis,
        }).unwrap();
        setSent({ answer, labelOf });
        helpers.resetForm({ values: { ...values, name: '', email: '', phone: '', list: '' } });
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) helpers.setErrors(fields);
        setSendError(apiErrorText(t, error, 'reviewRequests.send.error'));
      }
    },
  });
  const { values } = formik;
  const shownError = (name: keyof SendValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? t(error) : null;
  };
  const requireBasis = () => {
    void formik.setFieldTouched('basis', true);
    return Boolean(values.basis);
  };

  const firstLine = mode === 'list' ? contactLinesOf(values.list, values.language)[0]?.contact : undefined;
  const draft: MessageDraft =
    mode === 'one'
      ? { channel: values.channel, language: values.language, name: values.name }
      : mode === 'list'
        ? {
            channel: values.channel,
            language: (firstLine?.language as MessageDraft['language']) ?? values.language,
            name: firstLine?.name ?? '',
          }
        : { channel: values.channel, language: languageOf(i18n), name: '' };

  const handleModeChange = (next: SendMode) => {
    setMode(next);
    setSent(null);
    setSendError(null);
  };
  const handleImported = (answer: SendRequestsAnswer, labelOf: (index: number) => string) => setSent({ answer, labelOf });

  return (
    <Card component="section" aria-labelledby="send-requests-title">
      <CardContent component={Stack} sx={{ gap: 2.5 }}>
        <Stack sx={{ gap: 0.5 }}>
          <Typography id="send-requests-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('reviewRequests.send.title')}
          </Typography>
          <Typography color="text.secondary">{t('reviewRequests.send.description')}</Typography>
        </Stack>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 360px)' } }}>
          <Stack component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="send-requests-title" sx={{ gap: 2.5 }}>
            <ChannelField
              label={t('reviewRequests.send.channel')}
              value={values.channel}
              onChange={(channel) => void formik.setFieldValue('channel', channel)}
            />
            <BasisField value={values.basis} error={shownError('basis')} onChange={(basis) => void formik.setFieldValue('basis', basis)} />
            <Stack sx={{ gap: 2 }}>
              <Tabs
                value={mode}
                onChange={(_event, next: SendMode) => handleModeChange(next)}
                aria-label={t('reviewRequests.send.modes.label')}
                variant="fullWidth"
                sx={{ borderBottom: 1, borderColor: 'divider' }}
              >
                {SEND_MODES.map((option) => (
                  <Tab
                    key={option}
                    value={option}
                    label={t(`reviewRequests.send.modes.${option}`)}
                    id={`send-mode-${option}`}
                    aria-controls="send-mode-panel"
                    // Three to a row on a 360 px phone, each label on one line: less padding, a point smaller there.
                    sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0, px: { xs: 0.5, sm: 2 }, fontSize: { xs: 13, sm: 14 } }}
                  />
                ))}
              </Tabs>
              <Stack role="tabpanel" id="send-mode-panel" aria-labelledby={`send-mode-${mode}`} sx={{ gap: 2 }}>
                {mode === 'one' && <OneContactFields formik={formik} />}
                {mode === 'list' && <ContactListField formik={formik} />}
                {mode === 'csv' ? (
                  <RequestImport channel={values.channel} basis={values.basis} requireBasis={requireBasis} onSent={handleImported} />
                ) : (
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    startIcon={<SendOutlined />}
                    loading={formik.isSubmitting}
                    sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
                  >
                    {mode === 'one'
                      ? t('reviewRequests.send.submitOne')
                      : t('reviewRequests.send.submitMany', { count: contactLinesOf(values.list, values.language).length })}
                  </Button>
                )}
              </Stack>
            </Stack>
            {sendError && <Alert severity="error">{sendError}</Alert>}
            {sent && <SendAnswer answer={sent.answer} labelOf={sent.labelOf} intervalDays={state.intervalDays} />}
          </Stack>
          <Box sx={{ alignSelf: 'start', position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <MessagePreview draft={draft} businessName={businessName} customSentence={state.settings.customSentence} link={state.link} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
