import { useState } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import { useTranslation } from 'react-i18next';
import { SwitcherButton } from './switcher-button';
import { useEstablishmentChoice } from './use-establishment-choice';

/**
 * The app bar's organisation switcher, for a user of several organisations (nothing for one): the organisation shown,
 * and the others with the user's role there. Choosing one shows its first establishment; the establishment switcher
 * then lists that organisation's only. On a phone the button is its icon alone, named for assistive technologies.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { organizations, organization, chooseOrganization } = useEstablishmentChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (organizations.length < 2 || !organization) return null;

  return (
    <>
      <SwitcherButton
        menuId="organization-menu"
        isOpen={anchor !== null}
        onOpen={setAnchor}
        label={t('organizations.switcherLabel', { name: organization.name })}
        icon={<CorporateFareOutlined />}
        sx={{
          maxWidth: { xs: 64, sm: 200 },
          px: { xs: 0.5, sm: 1 },
          // On a phone: the icons only, so the row keeps room for the establishment.
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: 0 },
          '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 }, display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box
          component="span"
          sx={{ display: { xs: 'none', sm: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {organization.name}
        </Box>
      </SwitcherButton>
      <Menu
        id="organization-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
      >
        {organizations.map((membership) => (
          <MenuItem
            key={membership.id}
            selected={membership.id === organization.id}
            onClick={() => {
              setAnchor(null);
              if (membership.id !== organization.id) chooseOrganization(membership.id);
            }}
          >
            <ListItemIcon>{membership.id === organization.id && <CheckOutlined fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={membership.name}
              secondary={t(`team.roles.${membership.role}`)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
