import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { GameCoupon } from '../../../shared/api/game';
import { useGameCouponsQuery, useRedeemCouponMutation } from '../../api/game-api';
import { LoadError } from '../../components/load-error';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDate } from '../../i18n/dates';

function CouponStatus({ coupon, now }: { coupon: GameCoupon; now: number }) {
  const { t } = useTranslation();
  if (coupon.redeemedAt)
    return <Chip size="small" color="success" label={t('game.home.status.redeemed', { date: formatDate(coupon.redeemedAt) })} />;
  if (Date.parse(coupon.expiresAt) < now) return <Chip size="small" label={t('game.home.status.expired')} />;
  return <Chip size="small" color="warning" label={t('game.home.status.pending')} />;
}

/** The coupons won, newest first, with a search by code for the counter and « Remis » to mark one given. */
export function GameCoupons() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  // When the list was opened: a coupon's expiry is judged against it (the server judges again on « Remis »).
  const [now] = useState(() => Date.now());
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useGameCouponsQuery({ q: q.trim() || undefined, page });
  const [redeem] = useRedeemCouponMutation();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const handleRedeem = async (code: string) => {
    try {
      await redeem(code).unwrap();
      notify(t('game.home.redeemedToast', { code }), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'game.home.redeemError'), 'error');
    }
  };

  return (
    <SettingsSection title={t('game.home.coupons')}>
      <TextField
        type="search"
        label={t('game.home.search')}
        value={q}
        onChange={(event) => {
          setQ(event.target.value.slice(0, 40));
          setPage(1);
        }}
        sx={{ maxWidth: 320 }}
      />
      {isError ? (
        <LoadError message={t('game.loadError')} onRetry={() => void refetch()} />
      ) : data && data.coupons.length === 0 ? (
        <Typography color="text.secondary">{q.trim() ? t('game.home.noMatch') : t('game.home.noCoupon')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['code', 'prize', 'player', 'wonAt', 'expiresAt', 'status'] as const).map((column) => (
                  <TableCell key={column}>{t(`game.home.columns.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.coupons.map((coupon) => {
                const givable = !coupon.redeemedAt && Date.parse(coupon.expiresAt) >= now;
                return (
                  <TableRow key={coupon.code}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{coupon.code}</TableCell>
                    <TableCell>{coupon.label}</TableCell>
                    <TableCell>
                      {coupon.firstName}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {coupon.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{formatDate(coupon.wonAt)}</TableCell>
                    <TableCell>{formatDate(coupon.expiresAt)}</TableCell>
                    <TableCell>
                      <CouponStatus coupon={coupon} now={now} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={!givable}
                        aria-label={t('game.home.redeemLabel', { code: coupon.code })}
                        onClick={() => void handleRedeem(coupon.code)}
                      >
                        {t('game.home.redeem')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {pages > 1 && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('game.home.previous')}
          </Button>
          <Typography>{t('game.home.pageOf', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('game.home.next')}
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}
