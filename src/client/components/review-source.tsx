import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingScale, ReviewSourceName } from '../../shared/api/review-sources';

/*
 * A review source as every screen shows it: a lettered badge in the platform's colour (drawn here, so no screen asks a
 * third party for a logo) beside the platform's name, which is what screen readers read; and a rating on the source's
 * own scale (« 9,2/10 », « 4,5/5 », « 87 % recommandent »), never silently converted.
 */

const BADGES: Record<ReviewSourceName, { letter: string; colour: string }> = {
  google: { letter: 'G', colour: '#1a73e8' },
  thefork: { letter: 'TF', colour: '#00665c' },
  tripadvisor: { letter: 'T', colour: '#00775a' },
  facebook: { letter: 'f', colour: '#1668d6' },
};

/** The platform's badge; decorative, its name is always written beside it. */
export function SourceLogo({ source, size = 20 }: { source: ReviewSourceName; size?: number }) {
  const { letter, colour } = BADGES[source];
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
      data-source-logo={source}
    >
      <circle cx="12" cy="12" r="12" fill={colour} />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={letter.length > 1 ? 10 : 14}
      >
        {letter}
      </text>
    </Box>
  );
}

/** The platform's name, translated where the brand is (« Google », « TheFork »…). */
export function useSourceName() {
  const { t } = useTranslation();
  return (source: ReviewSourceName) => t(`sources.names.${source}`);
}

/** Badge and name side by side. */
export function SourceLabel({
  source,
  size = 20,
  variant = 'body2',
}: {
  source: ReviewSourceName;
  size?: number;
  variant?: 'body2' | 'caption';
}) {
  const name = useSourceName();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, typography: variant }}>
      <SourceLogo source={source} size={size} />
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {name(source)}
      </Box>
    </Box>
  );
}

/**
 * A rating in words, on the source's own scale: `value` out of 5 or 10, or for `recommendation` the share (0..1) of
 * reviews that recommend. The decimal separator and the percent sign follow the interface language.
 */
export function useSourceRatingText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return (value: number, scale: RatingScale) =>
      scale === 'recommendation'
        ? t('sources.rating.recommendShare', { value: percent.format(value) })
        : t('sources.rating.outOf', { value: decimal.format(value), scale });
  }, [language, t]);
}
