import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';

const METHODS = [
  { key: 'login.magicLink', icon: MailOutlineOutlined },
  { key: 'login.oneTimeCode', icon: PasswordOutlined },
  { key: 'login.social', icon: GroupOutlined },
];

/** The sign-in frame; the sign-in methods themselves arrive with the identity capability. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.login'));
  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary">{t('login.subtitle')}</Typography>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
            {t('login.methodsTitle')}
          </Typography>
          <List dense>
            {METHODS.map(({ key, icon: Icon }) => (
              <ListItem key={key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon color="primary" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(key)} />
              </ListItem>
            ))}
          </List>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('login.legal')}
        </Typography>
      </CardContent>
    </Card>
  );
}
