import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProfilePostsQuery } from '../../api/google-profile-api';
import { PhotoPicker } from './photo-picker';
import { PostComposer } from './post-composer';
import { PostDraft } from './post-draft';
import { PostList } from './post-list';
import { ProfileFailure, ProfileSkeleton } from './profile-states';
import { ProfileSection } from './profile-section';

type PostsTabProps = { location: number; mayEdit: boolean; connect?: ReactNode };

/** « Publications »: a new post (for those who may edit), then the posts with their state. */
export function PostsTab({ location, mayEdit, connect }: PostsTabProps) {
  const { t } = useTranslation();
  const { data, error, isError, isLoading, refetch } = useProfilePostsQuery({ location });
  if (isError)
    return <ProfileFailure error={error} fallbackKey="googleProfile.posts.loadFailed" onRetry={() => void refetch()} connect={connect} />;
  if (isLoading || !data) return <ProfileSkeleton label={t('googleProfile.posts.loading')} />;
  return (
    <>
      {mayEdit && (
        <ProfileSection title={t('googleProfile.posts.new')}>
          <PostComposer
            location={location}
            canSchedule
            photo={(setPhotoUrl, photoUrl) => (
              <PhotoPicker
                location={location}
                label={t('googleProfile.posts.addPhoto')}
                url={photoUrl || undefined}
                onUploaded={setPhotoUrl}
                onClear={() => setPhotoUrl('')}
              />
            )}
            draft={(kind, setSummary) => <PostDraft location={location} kind={kind} onDraft={setSummary} />}
          />
        </ProfileSection>
      )}
      <ProfileSection title={t('googleProfile.posts.list')}>
        {!mayEdit && (
          <Typography variant="body2" color="text.secondary">
            {t('googleProfile.readOnly')}
          </Typography>
        )}
        <PostList location={location} posts={data.items} mayEdit={mayEdit} />
      </ProfileSection>
    </>
  );
}
