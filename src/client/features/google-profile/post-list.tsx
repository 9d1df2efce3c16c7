import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProfilePostAnswer, ProfilePostState } from '../../../shared/api/google-profile';
import { useDeleteProfilePostMutation } from '../../api/google-profile-api';
import { notify } from '../../components/notify';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDate, formatDateTime } from '../../i18n/dates';

const STATE_COLOR: Record<ProfilePostState, ChipProps['color']> = {
  live: 'success',
  processing: 'info',
  rejected: 'error',
  unknown: 'default',
  scheduled: 'primary',
  failed: 'error',
};

/** A post still in Bonavis (scheduled, failed) is cancelled; one on Google is deleted there. */
const isInBonavis = (post: ProfilePostAnswer) => post.state === 'scheduled' || post.state === 'failed';

function PostItem({ post, onRemove, mayEdit }: { post: ProfilePostAnswer; onRemove: () => void; mayEdit: boolean }) {
  const { t } = useTranslation();
  const when =
    post.state === 'scheduled' && post.publishAt ? t('googleProfile.posts.publishAtLine', { at: formatDateTime(post.publishAt) }) : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: post.photoUrl ? '96px 1fr' : '1fr' },
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      {post.photoUrl && (
        <Box
          component="img"
          src={post.photoUrl}
          alt=""
          sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      )}
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="small" color={STATE_COLOR[post.state]} label={t(`googleProfile.posts.states.${post.state}`)} />
          <Chip size="small" variant="outlined" label={t(`googleProfile.posts.kinds.${post.kind}`)} />
          {post.state === 'scheduled' && post.repeat !== 'never' && (
            <Chip size="small" variant="outlined" label={t(`googleProfile.posts.repeats.${post.repeat}`)} />
          )}
          <Typography variant="body2" color="text.secondary">
            {when ?? (post.createdAt ? formatDate(post.createdAt) : null)}
          </Typography>
        </Box>
        {post.event && (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {post.event.title} · {formatDate(post.event.schedule.startDate)} – {formatDate(post.event.schedule.endDate)}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{post.summary}</Typography>
        {post.state === 'failed' && post.problem && (
          <Typography variant="body2" color="error">
            {t('googleProfile.posts.failedBecause', { reason: t(`apiErrors.${post.problem}`, { defaultValue: post.problem }) })}
          </Typography>
        )}
        {post.state === 'rejected' && (
          <Typography variant="body2" color="error">
            {t('googleProfile.posts.rejectedHint')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {post.searchUrl && (
            <Link href={post.searchUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('googleProfile.posts.seeOnGoogle')}
            </Link>
          )}
          {mayEdit && (
            <Button size="small" color="error" onClick={onRemove}>
              {t(isInBonavis(post) ? 'googleProfile.posts.cancel' : 'googleProfile.posts.delete')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

type PostListProps = { location: number; posts: ProfilePostAnswer[]; mayEdit: boolean };

/** The posts: those waiting in Bonavis first, then Google's, each with its state; cancel or delete after a confirmation. */
export function PostList({ location, posts, mayEdit }: PostListProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<ProfilePostAnswer | null>(null);
  const [remove, removing] = useDeleteProfilePostMutation();
  const cancel = asked !== null && isInBonavis(asked);
  const handleConfirm = async () => {
    if (!asked) return;
    try {
      await remove({ location, postId: asked.id }).unwrap();
      notify(t(cancel ? 'googleProfile.posts.cancelled' : 'googleProfile.posts.deleted'), 'success');
    } catch (failure) {
      notify(apiErrorText(t, failure, 'googleProfile.posts.deleteFailed'), 'error');
    }
    setAsked(null);
  };
  if (posts.length === 0) return <Typography color="text.secondary">{t('googleProfile.posts.none')}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {posts.map((post) => (
          <PostItem key={post.id} post={post} mayEdit={mayEdit} onRemove={() => setAsked(post)} />
        ))}
      </Box>
      <Dialog open={asked !== null} onClose={() => setAsked(null)} aria-labelledby="post-remove-title">
        <DialogTitle id="post-remove-title">
          {t(cancel ? 'googleProfile.posts.cancelTitle' : 'googleProfile.posts.deleteTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t(cancel ? 'googleProfile.posts.cancelText' : 'googleProfile.posts.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsked(null)}>{t('googleProfile.keep')}</Button>
          <Button color="error" variant="contained" loading={removing.isLoading} onClick={() => void handleConfirm()}>
            {t(cancel ? 'googleProfile.posts.cancel' : 'googleProfile.posts.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
