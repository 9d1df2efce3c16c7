import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditIcon from '@mui/icons-material/Edit';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { ReplyAdjustment } from '../../../shared/api/ai';
import type { InboxReview } from '../../../shared/api/reviews';
import { useGoogleConnectionOfQuery } from '../../api/google-api';
import { useListingOfQuery } from '../../api/onboarding-api';
import { reviewAt, useDeleteReplyMutation, useGenerateReplyMutation, usePublishReplyMutation } from '../../api/reviews-api';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { GoogleReplyStatus } from './google-reply-status';
import { formatDate } from '../../i18n/dates';
import { apiErrorText } from '../../i18n/api-error-text';
import { AI_CREDITS_NOTE_ID, useAiCredits } from './ai-status';
import { ReplyEditor } from './reply-editor';
import { PreparedReply, SourceReplyStatus, useReplyDestination } from './reply-destination';

type ReviewReplyProps = { review: InboxReview; onOpen: () => void };

/**
 * The owner's response, or the way to write one: by hand or drafted by the AI, then published (on Google, on Facebook)
 * or copied and pasted on the platform's own page (Google without its Business Profile, TheFork, Tripadvisor).
 */
export function ReviewReply({ review, onOpen }: ReviewReplyProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generateReply, generation] = useGenerateReplyMutation();
  const [publishReply, publication] = usePublishReplyMutation();
  const [deleteReply, deletion] = useDeleteReplyMutation();
  // The review's establishment's, which the network inbox may not show.
  const { data: listing } = useListingOfQuery(review.location.id);
  // Removing a reply means removing it from Google, which only a connected listing can do.
  const { data: google } = useGoogleConnectionOfQuery(review.location.id);
  const isConnected = google?.status === 'connected';
  // A connected listing publishes to Google, which no longer has a removed review: nothing to send it to.
  const isGoogle = review.source === 'google';
  const isGoneFromGoogle = isGoogle && isConnected && review.removedAt !== null;
  const canDelete = isGoogle && isConnected;
  const accountCredits = useAiCredits();
  // The generation's answer is the freshest figure until the account is loaded again.
  const credits = generation.data?.aiCredits ?? accountCredits;
  const googleUrl = listing?.url ?? listing?.shortUrl ?? null;
  const destination = useReplyDestination(review, isConnected);
  const pageToOpen = destination.isCopyTarget ? destination.copyUrl : googleUrl;

  const handleGenerate = async (adjust?: ReplyAdjustment) => {
    onOpen();
    setError(null);
    try {
      const current = draft?.trim();
      const answer = await generateReply({ ...reviewAt(review), ...(adjust && current && { adjust, draft: current }) }).unwrap();
      setDraft(answer.draft);
    } catch (failure) {
      setError(apiErrorText(t, failure, 'reviews.reply.generateFailed'));
    }
  };

  const handleWrite = () => {
    onOpen();
    setError(null);
    setDraft(review.response?.responseContent ?? '');
  };

  const handlePublish = async () => {
    if (draft === null) return;
    setError(null);
    try {
      await publishReply({ ...reviewAt(review), responseContent: draft.trim() }).unwrap();
      notify(t('reviews.reply.published'), 'success');
      setDraft(null);
    } catch (failure) {
      setError(apiErrorText(t, failure, 'reviews.reply.publishFailed'));
    }
  };

  const handleDelete = async () => {
    setError(null);
    try {
      await deleteReply(reviewAt(review)).unwrap();
      notify(t('reviews.reply.deleted'), 'success');
    } catch (failure) {
      setError(apiErrorText(t, failure, 'reviews.reply.deleteFailed'));
    }
  };

  const handleCopyAndOpen = () => {
    const text = draft?.trim() || destination.savedDraft;
    if (!text || !pageToOpen) return;
    // Copy first, while the click still counts as a user gesture; the new tab would take the focus away.
    const copied = navigator.clipboard.writeText(text);
    window.open(pageToOpen, '_blank', 'noopener,noreferrer');
    copied.then(
      () => notify(destination.copiedText ?? t('reviews.reply.copied'), 'success'),
      () => notify(t('reviews.reply.copyFailed'), 'error'),
    );
    // A platform that takes no reply by API: the reply is kept in Bonavis, to copy again and to count as answered.
    if (destination.isCopyTarget && draft !== null) void saveCopiedReply(text);
  };

  const saveCopiedReply = async (text: string) => {
    try {
      await publishReply({ ...reviewAt(review), responseContent: text }).unwrap();
      setDraft(null);
    } catch (failure) {
      setError(apiErrorText(t, failure, 'reviews.reply.publishFailed'));
    }
  };

  const handleCancel = () => {
    setDraft(null);
    setError(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {review.response && draft === null && (
        <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('reviews.reply.yourResponse')}
            {review.response.date && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                <time dateTime={review.response.date}>{formatDate(review.response.date)}</time>
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.response.responseContent}
          </Typography>
          {review.repliedBy && (
            <Typography variant="caption" color="text.secondary">
              {review.repliedBy.former || review.repliedBy.name === null
                ? t('reviews.reply.repliedByFormer')
                : t('reviews.reply.repliedBy', { name: review.repliedBy.name })}
            </Typography>
          )}
        </Box>
      )}
      {review.google && draft === null && <GoogleReplyStatus review={reviewAt(review)} status={review.google} onEdit={handleWrite} />}
      {draft === null && <SourceReplyStatus review={review} />}
      {draft === null && !review.response && destination.savedDraft && (
        <PreparedReply text={destination.savedDraft} copyLabel={destination.copyLabel} onCopyAndOpen={handleCopyAndOpen} />
      )}
      {isGoneFromGoogle ? (
        <Typography variant="body2" color="text.secondary">
          {t('reviews.reply.removedFromGoogle')}
        </Typography>
      ) : draft === null ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {review.response ? (
            <>
              <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={handleWrite}>
                {t('reviews.reply.edit')}
              </Button>
              {canDelete && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => void handleDelete()}
                  disabled={deletion.isLoading}
                >
                  {t('reviews.reply.delete')}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button
                size="small"
                variant="contained"
                startIcon={<AutoAwesomeIcon />}
                onClick={() => void handleGenerate()}
                disabled={credits === 0 || generation.isLoading}
                aria-describedby={credits === 0 ? AI_CREDITS_NOTE_ID : undefined}
              >
                {generation.isLoading ? t('reviews.reply.generating') : t('reviews.reply.generate')}
              </Button>
              <Button size="small" startIcon={<EditIcon />} onClick={handleWrite}>
                {t('reviews.reply.write')}
              </Button>
            </>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
              {error}
            </Alert>
          )}
        </Box>
      ) : (
        <ReplyEditor
          draft={draft}
          credits={credits}
          isGenerating={generation.isLoading}
          isPublishing={publication.isLoading}
          error={error}
          goesTo={destination.goesTo}
          publishLabel={destination.publishLabel}
          copyLabel={destination.copyLabel}
          canCopy={pageToOpen !== null}
          onDraftChange={setDraft}
          onGenerate={(adjust) => void handleGenerate(adjust)}
          onPublish={() => void handlePublish()}
          onCopyAndOpen={handleCopyAndOpen}
          onCancel={handleCancel}
        />
      )}
    </Box>
  );
}
