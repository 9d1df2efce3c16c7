import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../shared/api/review-requests';

const COLUMNS = ['row', 'name', 'email', 'phone', 'language', 'status'] as const;

/** The rows as the server read them with the mapping: how many are ready, refused (and why) or merged into an earlier row. */
export function ImportRows({ preview, busy }: { preview: ImportPreview; busy: boolean }) {
  const { t } = useTranslation();
  const refused = preview.rows.filter((row) => row.problem).length;
  const ready = preview.rows.length - refused;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" role="status" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip color="success" variant="outlined" label={t('reviewRequests.import.ready', { count: ready })} />
        {refused > 0 && <Chip color="error" variant="outlined" label={t('reviewRequests.import.refused', { count: refused })} />}
        {preview.merged > 0 && <Chip variant="outlined" label={t('reviewRequests.import.merged', { count: preview.merged })} />}
      </Stack>
      {/* A scrolling box of its own: focusable, so the keyboard can scroll it, and named; outlined, so its edge is the theme's. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        tabIndex={0}
        aria-label={t('reviewRequests.import.rowsLabel')}
        aria-busy={busy}
        sx={{ maxHeight: 360, bgcolor: 'transparent', borderRadius: 2, opacity: busy ? 0.6 : 1 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`reviewRequests.import.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.row} sx={row.problem ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.phone}</TableCell>
                <TableCell>{row.language}</TableCell>
                <TableCell>
                  {row.problem ? (
                    <Chip size="small" color="error" label={t(`reviewRequests.import.problems.${row.problem}`)} />
                  ) : (
                    <Chip size="small" color="success" variant="outlined" label={t('reviewRequests.import.rowReady')} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.rows.length === 0 && (
        <Box>
          <Typography color="text.secondary">{t('reviewRequests.import.noRow')}</Typography>
        </Box>
      )}
    </Stack>
  );
}
