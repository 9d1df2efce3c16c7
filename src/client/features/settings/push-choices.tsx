import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { PushChoices as Choices } from '../../../shared/api/notifications';

/** The reviews that alert: every one, only those of 3 stars or less (the default), or none. */
type ReviewAlerts = 'every' | 'lowRatings' | 'none';
const REVIEW_ALERTS: ReviewAlerts[] = ['every', 'lowRatings', 'none'];
const OTHER_ALERTS = ['approvals', 'syncDone', 'googleProblems', 'removals'] as const;

const reviewAlertsOf = ({ everyReview, lowRatings }: Choices): ReviewAlerts => (everyReview ? 'every' : lowRatings ? 'lowRatings' : 'none');
const withReviewAlerts = (choices: Choices, alerts: ReviewAlerts): Choices => ({
  ...choices,
  everyReview: alerts === 'every',
  lowRatings: alerts === 'lowRatings',
});

type PushChoicesProps = { choices: Choices; disabled: boolean; onChange: (choices: Choices) => void };

/** What alerts the account's devices: the reviews, as one choice of three, then each other alert on or off. */
export function PushChoices({ choices, disabled, onChange }: PushChoicesProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`settings.notifications.push.${key}`);
  return (
    <>
      <FormControl disabled={disabled}>
        <FormLabel id="push-review-alerts">{text('reviewsLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby="push-review-alerts"
          value={reviewAlertsOf(choices)}
          onChange={(event) => onChange(withReviewAlerts(choices, event.target.value as ReviewAlerts))}
        >
          {REVIEW_ALERTS.map((alerts) => (
            <FormControlLabel key={alerts} value={alerts} control={<Radio />} label={text(`reviews.${alerts}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{text('otherLabel')}</FormLabel>
        <FormGroup>
          {OTHER_ALERTS.map((alert) => (
            <FormControlLabel
              key={alert}
              control={<Switch checked={choices[alert]} onChange={(event) => onChange({ ...choices, [alert]: event.target.checked })} />}
              label={text(alert)}
            />
          ))}
        </FormGroup>
      </FormControl>
    </>
  );
}
