import Box from '@mui/material/Box';
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

type HistoryViewProps = { requests: ReviewRequest[]; intervalDays: number };

function Contact({ request }: { request: ReviewRequest }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {request.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {request.channel === 'sms' ? (request.phone ?? request.email) : (request.email ?? request.phone)}
      </Typography>
    </>
  );
}

/** Wide screens: one row per request. */
export function HistoryTable({ requests, intervalDays }: HistoryViewProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="request-history-title">
        <TableHead>
          <TableRow>
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
              <TableCell>
                <Contact request={request} />
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
export function HistoryCards({ requests, intervalDays }: HistoryViewProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
      {requests.map((request) => (
        <Box component="li" key={request.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Contact request={request} />
            </Box>
            <ChannelLabel channel={request.channel} />
          </Stack>
          <Box>
            <RequestStatusChip request={request} intervalDays={intervalDays} />
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
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
        </Box>
      ))}
    </Stack>
  );
}
