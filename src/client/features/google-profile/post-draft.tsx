import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { useTranslation } from 'react-i18next';
import { PROFILE_POST_IDEA_MAX_LENGTH } from '../../../shared/api/google-profile';
import { useDraftProfilePostMutation } from '../../api/google-profile-api';
import { apiErrorText } from '../../i18n/api-error-text';
import type { PostKind } from './post-model';

type PostDraftProps = { location: number; kind: PostKind; onDraft: (summary: string) => void };

/** « Rédiger avec l'IA »: the owner's idea in a few words, written up by the AI in the establishment's tone. */
export function PostDraft({ location, kind, onDraft }: PostDraftProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [idea, setIdea] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [draft, drafting] = useDraftProfilePostMutation();
  const handleWrite = async () => {
    const trimmed = idea.trim();
    const bad = trimmed.length === 0 || trimmed.length > PROFILE_POST_IDEA_MAX_LENGTH;
    setInvalid(bad);
    if (bad) return;
    const answer = await draft({ location, kind, idea: trimmed })
      .unwrap()
      .catch(() => null);
    if (answer) {
      onDraft(answer.summary);
      setOpen(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button startIcon={<AutoAwesomeOutlined />} onClick={() => setOpen(!open)} aria-expanded={open} sx={{ justifySelf: 'start' }}>
        {t('googleProfile.posts.draft.open')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <TextField
            size="small"
            label={t('googleProfile.posts.draft.idea')}
            placeholder={t('googleProfile.posts.draft.placeholder')}
            value={idea}
            onChange={(event) => setIdea(event.target.value)}
            error={invalid}
            helperText={invalid ? t('googleProfile.posts.draft.ideaInvalid', { max: PROFILE_POST_IDEA_MAX_LENGTH }) : undefined}
            multiline
            minRows={2}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {drafting.isError && (
            <Alert severity="error" role="alert">
              {apiErrorText(t, drafting.error, 'googleProfile.posts.draft.failed')}
            </Alert>
          )}
          <Button variant="outlined" loading={drafting.isLoading} onClick={() => void handleWrite()} sx={{ justifySelf: 'start' }}>
            {t('googleProfile.posts.draft.write')}
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
