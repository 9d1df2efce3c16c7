import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { roleCan } from '../../shared/roles';
import { GoogleConnectionCard } from '../features/google/google-connection-card';
import { GoogleProfilePage } from '../features/google-profile/google-profile-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/**
 * The Google profile's screen, composed here because features do not import each other: the establishment shown, the
 * member's right to edit it (the role grid's `profile`; the server enforces it), and the Google card for one not
 * connected yet.
 */
export function GoogleProfileRoute() {
  const { t } = useTranslation();
  const { chosen, organization } = useEstablishmentChoice();
  if (!chosen) return <Alert severity="info">{t('googleProfile.chooseEstablishment')}</Alert>;
  // A user without an organisation yet owns their only establishment.
  const mayEdit = organization === null || roleCan(organization.role, 'profile');
  return (
    <GoogleProfilePage
      key={chosen.id}
      location={chosen.id}
      name={chosen.name}
      mayEdit={mayEdit}
      connect={<GoogleConnectionCard placement="prompt" />}
    />
  );
}
