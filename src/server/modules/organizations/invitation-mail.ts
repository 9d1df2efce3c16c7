import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailMessage } from '../../adapters/mail/mail-transport';
import type { Role } from '../../../shared/roles';

/** What each role is called in the mail, and what it may do: the words are fixed, nothing of the inviter's is added. */
const ROLE_WORDS: Record<Role, string> = {
  owner: 'propriétaire',
  admin: 'administrateur (avis, réglages, établissements et équipe)',
  manager: 'responsable (avis, réponses et réglages de ses établissements)',
  viewer: 'lecteur (consultation seulement)',
};

/**
 * The invitation mail. Its words are fixed: the inviter's name and the organisation's (at most 80 characters, set at
 * the setup) are the only things of theirs in it, and the only link is ours, so an invitation cannot carry a message.
 */
export function invitationMail(invitation: { to: string; inviter: string; organization: string; role: Role; url: string }): MailMessage {
  return renderBrandedMail({
    to: invitation.to,
    language: 'fr',
    subject: `Invitation à rejoindre ${invitation.organization} sur Bonavis`,
    heading: `Rejoignez ${invitation.organization} sur Bonavis`,
    paragraphs: [
      `${invitation.inviter} vous invite à rejoindre l'équipe de ${invitation.organization} sur Bonavis, l'outil de suivi des avis clients, en tant que ${ROLE_WORDS[invitation.role]}.`,
      'Connectez-vous avec cette adresse e-mail pour accepter. Le lien est valable 7 jours et ne sert qu’une fois.',
    ],
    action: { label: "Accepter l'invitation", url: invitation.url },
    footer: "Vous ne connaissez pas cette personne ? Ignorez ce message : sans votre accord, rien n'est fait.",
  });
}
