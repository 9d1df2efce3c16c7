import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ConfigurableSource, SourceItem } from '../../../shared/api/review-sources';
import { PATHS } from '../../config/paths';
import { SourceLogo, useSourceName } from '../../components/review-source';
import { ConnectForm, FacebookConnectButton } from './connect-forms';
import { DisconnectDialog } from './disconnect-dialog';
import { TheForkWebhookField } from './thefork-webhook-field';
import { SourceDetails, SourceProblemAlert, SourceStateChip, useSourceProblem } from './source-state';

type SourceCardProps = {
  item: SourceItem;
  /** The establishment whose source it is. */
  location: number;
  /** Owners, admins and managers connect and disconnect; viewers see the states only. */
  canManage: boolean;
};

/** Connect, connect again (after a refusal, or to change the listing) and disconnect: the owner's actions on a source. */
function SourceActions({ item, location }: { item: SourceItem & { source: ConfigurableSource }; location: number }) {
  const { t } = useTranslation();
  const name = useSourceName()(item.source);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isDisconnecting, setIsDisconnecting] = useState(false);
  const isConnected = item.state !== 'disconnected';

  if (isFormOpen) return <ConnectForm item={item} location={location} onDone={() => setIsFormOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      {item.source === 'facebook' ? (
        <FacebookConnectButton location={location} again={isConnected} />
      ) : (
        <Button variant={isConnected ? 'outlined' : 'contained'} onClick={() => setIsFormOpen(true)}>
          {t(isConnected ? 'sources.reconnect' : 'sources.connect', { platform: name })}
        </Button>
      )}
      {isConnected && (
        <>
          <Button color="error" variant="outlined" onClick={() => setIsDisconnecting(true)}>
            {t('sources.disconnect.open', { platform: name })}
          </Button>
          <DisconnectDialog source={item.source} location={location} open={isDisconnecting} onClose={() => setIsDisconnecting(false)} />
        </>
      )}
    </Box>
  );
}

const isConfigurable = (item: SourceItem): item is SourceItem & { source: ConfigurableSource } => item.source !== 'google';

/** One source of the establishment: its badge and name, its state, what Bonavis read, what it allows, and the actions. */
export function SourceCard({ item, location, canManage }: SourceCardProps) {
  const { t } = useTranslation();
  const name = useSourceName()(item.source);
  const titleId = useId();
  const problem = useSourceProblem(item);

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <SourceLogo source={item.source} size={28} />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <SourceStateChip item={item} />
          {item.demo && item.state !== 'disconnected' && <Chip size="small" variant="outlined" color="warning" label={t('sources.demo')} />}
        </Box>
        {item.state === 'disconnected' && (
          <Typography variant="body2" color="text.secondary">
            {t(`sources.pitch.${item.source}`)}
          </Typography>
        )}
        {problem && <SourceProblemAlert words={problem} />}
        {item.state !== 'disconnected' && <SourceDetails item={item} />}
        {(item.history === 'newest-only' || item.source === 'tripadvisor') && (
          // A standing notice, not news: read in its place rather than announced.
          <Alert severity="info" role="note">
            {t('sources.newestOnly', { platform: name })}
          </Alert>
        )}
        {item.source === 'google' ? (
          <Link component={RouterLink} to={PATHS.settingsGeneral} variant="body2" sx={{ justifySelf: 'start' }}>
            {t('sources.google.manage')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t(item.canReply ? 'sources.replies.api' : 'sources.replies.copy', { platform: name })}
          </Typography>
        )}
        {canManage && item.source === 'thefork' && item.state !== 'disconnected' && <TheForkWebhookField location={location} />}
        {canManage && isConfigurable(item) && <SourceActions item={item} location={location} />}
      </CardContent>
    </Card>
  );
}
