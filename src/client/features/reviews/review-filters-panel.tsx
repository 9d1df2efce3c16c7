import { useId, useState, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { REVIEW_SOURCES, type ReviewSourceName } from '../../../shared/api/review-sources';
import { REVIEW_PERIODS, REVIEW_SORTS, type ReviewCounts, type ReviewPeriod, type ReviewSort } from '../../../shared/api/reviews';
import { SourceLogo, useSourceName } from '../../components/review-source';
import { hasActiveFilters, RATINGS, type Rating, type ReviewFilters } from './review-filters-url';
import { SearchField } from './search-field';

type FilterChange = Partial<Omit<ReviewFilters, 'page'>>;
type ReviewFiltersPanelProps = {
  filters: ReviewFilters;
  counts?: ReviewCounts;
  onChange: (change: FilterChange | ((current: ReviewFilters) => FilterChange)) => void;
  onReset: () => void;
};

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ minWidth: { sm: 72 } }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

type ToggleChipProps = { label: string; count?: number; isSelected: boolean; onToggle: () => void; icon?: ReactElement };

function ToggleChip({ label, count, isSelected, onToggle, icon }: ToggleChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      icon={icon}
      label={count === undefined ? label : t('reviews.filters.withCount', { label, count })}
      onClick={onToggle}
      aria-pressed={isSelected}
      color={isSelected ? 'primary' : 'default'}
      variant={isSelected ? 'filled' : 'outlined'}
    />
  );
}

/**
 * Whether the « Source » filter is offered: once reviews of a source beyond Google are counted (or the link names a
 * source). It stays once shown, so a narrower period or search does not make it jump away.
 */
function useShowsSources(filters: ReviewFilters, counts: ReviewCounts | undefined): boolean {
  const [wasShown, setWasShown] = useState(false);
  const bySource = counts?.bySource;
  const isWanted =
    filters.source !== undefined ||
    (bySource !== undefined && REVIEW_SOURCES.some((source) => source !== 'google' && bySource[source] > 0));
  // Kept in state as React allows for what is derived from props: set once, during the render that first needs it.
  if (isWanted && !wasShown) setWasShown(true);
  return isWanted || wasShown;
}

/** The list's filters: chips on a wide screen; on a phone, behind a « Filtres » button so the reviews come first. */
export function ReviewFiltersPanel({ filters, counts, onChange, onReset }: ReviewFiltersPanelProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const sourceName = useSourceName();
  const showsSources = useShowsSources(filters, counts);
  const activeCount =
    (filters.source !== undefined ? 1 : 0) +
    (filters.ratings.length > 0 ? 1 : 0) +
    (filters.answered !== undefined ? 1 : 0) +
    (filters.unread ? 1 : 0) +
    (filters.removed ? 1 : 0) +
    (filters.period !== 'all' ? 1 : 0);

  // Toggles start from the latest filters, not this render's: two quick clicks both count.
  const handleRating = (rating: Rating) =>
    onChange(({ ratings }) => ({
      ratings: ratings.includes(rating) ? ratings.filter((r) => r !== rating) : [...ratings, rating].sort(),
    }));
  const handleAnswered = (answered: boolean) => onChange((current) => ({ answered: current.answered === answered ? undefined : answered }));
  // One source at a time: another replaces it, the same one again shows every source.
  const handleSource = (source: ReviewSourceName) => onChange((current) => ({ source: current.source === source ? undefined : source }));

  const controls = (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {showsSources && (
        <FilterGroup label={t('reviews.filters.source')}>
          {REVIEW_SOURCES.map((source) => (
            <ToggleChip
              key={source}
              icon={<SourceLogo source={source} size={18} />}
              label={sourceName(source)}
              count={counts?.bySource?.[source]}
              isSelected={filters.source === source}
              onToggle={() => handleSource(source)}
            />
          ))}
        </FilterGroup>
      )}
      <FilterGroup label={t('reviews.filters.rating')}>
        {[...RATINGS].reverse().map((rating) => (
          <ToggleChip
            key={rating}
            label={t('reviews.filters.stars', { count: rating })}
            count={counts?.byRating[String(rating) as `${Rating}`]}
            isSelected={filters.ratings.includes(rating)}
            onToggle={() => handleRating(rating)}
          />
        ))}
      </FilterGroup>
      <FilterGroup label={t('reviews.filters.status')}>
        <ToggleChip
          label={t('reviews.filters.answered')}
          count={counts?.answered}
          isSelected={filters.answered === true}
          onToggle={() => handleAnswered(true)}
        />
        <ToggleChip
          label={t('reviews.filters.unanswered')}
          count={counts?.unanswered}
          isSelected={filters.answered === false}
          onToggle={() => handleAnswered(false)}
        />
        <ToggleChip
          label={t('reviews.filters.unread')}
          count={counts?.unread}
          isSelected={filters.unread}
          onToggle={() => onChange((current) => ({ unread: !current.unread }))}
        />
        <ToggleChip
          label={t('reviews.filters.removed')}
          count={counts?.removed}
          isSelected={filters.removed}
          onToggle={() => onChange((current) => ({ removed: !current.removed }))}
        />
      </FilterGroup>
      <FilterGroup label={t('reviews.filters.period')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.period}
          onChange={(_event, period: ReviewPeriod | null) => period && onChange({ period })}
          aria-label={t('reviews.filters.period')}
          sx={{ flexWrap: 'wrap' }}
        >
          {REVIEW_PERIODS.map((period) => (
            <ToggleButton key={period} value={period}>
              {t(`reviews.filters.periods.${period}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FilterGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <SearchField value={filters.q} onSearch={(q) => onChange({ q })} />
        </Box>
        <TextField
          select
          size="small"
          label={t('reviews.filters.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ReviewSort })}
          sx={{ flex: '0 1 220px', minWidth: 180 }}
        >
          {REVIEW_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`reviews.filters.sorts.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={onReset} disabled={!hasActiveFilters(filters)}>
          {t('reviews.filters.reset')}
        </Button>
      </Box>
    </Box>
  );

  if (!isPhone) return controls;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => setIsOpen(!isOpen)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        startIcon={<FilterListIcon />}
        sx={{ justifySelf: 'start' }}
      >
        {activeCount > 0 ? t('reviews.filters.toggleActive', { count: activeCount }) : t('reviews.filters.toggle')}
      </Button>
      <Collapse in={isOpen} id={panelId}>
        {controls}
      </Collapse>
    </Box>
  );
}
