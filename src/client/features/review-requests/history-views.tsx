import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewRequest } from '../../../shared/api/review-requests';
import { ChannelLabel, DateOrDash, RequestStatusChip, ReviewEstimate, ReviewEstimateHeading } from './request-status';

type HistoryViewProps = {
  requests: ReviewRequest[];
  intervalDays: number;
  /** The history of several establishments: each request names its own. */
  showEstablishment: boolean;
};

/** The address the request went to (or would have): the channel's own first, else the other one the contact has. */
export function addressOf(request: Pick<ReviewRequest, 'channel' | 'email' | 'phone'>): string | null {
  const [first, second] = request.channel === 'sms' ? [request.phone, request.email] : [request.email, request.phone];
  return first?.trim() || second?.trim() || null;
}

function ContactName({ request }: { request: ReviewRequest }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
      {request.name}
    </Typography>
  );
}

/** The contact's e-mail or phone when the request has one (a refused row may have neither: then no empty line). */
function ContactAddress({ request }: { request: ReviewRequest }) {
  const address = addressOf(request);
  if (!address) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {address}
    </Typography>
  );
}

/** Wide screens: one row per request. */
export function HistoryTable({ requests, intervalDays, showEstablishment }: HistoryViewProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="request-history-title">
        <TableHead>
          <TableRow>
            {showEstablishment && <TableCell>{t('reviewRequests.history.columns.establishment')}</TableCell>}
            {(['contact', 'channel', 'status', 'sentAt', 'openedAt'] as const).map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {t(`reviewRequests.history.columns.${column}`)}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <ReviewEstimateHeading />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id}>
              {showEstablishment && <TableCell sx={{ overflowWrap: 'anywhere' }}>{request.location.name}</TableCell>}
              <TableCell>
                <ContactName request={request} />
                <ContactAddress request={request} />
              </TableCell>
              <TableCell>
                <ChannelLabel channel={request.channel} />
              </TableCell>
              <TableCell>
                <RequestStatusChip request={request} intervalDays={intervalDays} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateOrDash value={request.sentAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateOrDash value={request.openedAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ReviewEstimate value={request.reviewReceivedAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Phones: one card per request, its dates as a short list of terms. */
export function HistoryCards({ requests, intervalDays, showEstablishment }: HistoryViewProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
      {requests.map((request) => (
        // An outlined paper: the theme gives it an edge that reads in dark mode too; the card's own colour shows through.
        <Paper
          component="li"
          variant="outlined"
          key={request.id}
          // One column as wide as the card, whatever a long status or address would ask for.
          sx={{ bgcolor: 'transparent', borderRadius: 2, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
        >
          <Box>
            {/* The channel beside the name, or under it when both do not fit (« Correo electrónico » at 320 px). */}
            <Stack direction="row" sx={{ columnGap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <ContactName request={request} />
              <ChannelLabel channel={request.channel} />
            </Stack>
            {/* The address across the card's width, not squeezed beside the channel. */}
            <ContactAddress request={request} />
            {showEstablishment && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('reviewRequests.history.establishmentOf', { name: request.location.name })}
              </Typography>
            )}
          </Box>
          {/* A long status (« Reportée au … ») wraps inside its chip rather than out of the card. */}
          <Box
            sx={{
              '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          >
            <RequestStatusChip request={request} intervalDays={intervalDays} />
          </Box>
          {/* The terms take at most half the width, so the dates keep room for one or two lines. */}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
          >
            {(
              [
                ['sentAt', <DateOrDash key="sentAt" value={request.sentAt} />],
                ['openedAt', <DateOrDash key="openedAt" value={request.openedAt} />],
                ['review', <ReviewEstimate key="review" value={request.reviewReceivedAt} />],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`reviewRequests.history.columns.${term}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
