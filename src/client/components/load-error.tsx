import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type LoadErrorProps = { message: string; onRetry: () => void };

/** Something could not be loaded: what went wrong, and a button to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
