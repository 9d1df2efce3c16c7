import type { Language } from '../../../shared/constants';
import type { OtpPurpose } from './otp-service';

/** The sign-in mails' words, in each language the app speaks. */
export const AUTH_MAIL_TEXTS: Record<
  Language,
  {
    footer: string;
    signInLink: { subject: string; heading: string; intro: string; button: string; expiry: string; ignore: string };
    otp: Record<OtpPurpose, { subject: string; heading: string; intro: string }> & {
      expiry: string;
      ignore: string;
    };
    /** Sent to the old address after an e-mail change: `{email}` is the new one. */
    emailChanged: { subject: string; heading: string; intro: string; notYou: string };
  }
> = {
  fr: {
    footer: 'Bonavis — la réputation en ligne des commerces de proximité.',
    signInLink: {
      subject: 'Votre lien de connexion à Bonavis',
      heading: 'Connectez-vous à Bonavis',
      intro: 'Cliquez sur le bouton ci-dessous pour vous connecter. Aucun mot de passe n’est nécessaire.',
      button: 'Me connecter',
      expiry: 'Ce lien ne fonctionne qu’une fois.',
      ignore: 'Si vous n’avez pas demandé ce lien, ignorez simplement ce message.',
    },
    otp: {
      'sign-in': {
        subject: 'Votre code de connexion Bonavis',
        heading: 'Votre code de connexion',
        intro: 'Saisissez ce code dans Bonavis pour vous connecter :',
      },
      'change-email': {
        subject: 'Confirmez votre nouvelle adresse e-mail',
        heading: 'Confirmez votre adresse',
        intro: 'Saisissez ce code dans Bonavis pour confirmer votre nouvelle adresse e-mail :',
      },
      'two-factor': {
        subject: 'Votre code de vérification Bonavis',
        heading: 'Code de vérification',
        intro: 'Saisissez ce code dans Bonavis pour confirmer la modification de votre compte :',
      },
      'delete-account': {
        subject: 'Confirmez la suppression de votre compte Bonavis',
        heading: 'Suppression du compte',
        intro:
          'Saisissez ce code dans Bonavis pour confirmer la suppression définitive de votre compte et de toutes ses données (fiche, avis, réglages, abonnement) :',
      },
      'company-email': {
        subject: 'Confirmez l’adresse e-mail de votre entreprise',
        heading: 'Confirmez l’adresse de votre entreprise',
        intro:
          'Saisissez ce code dans Bonavis pour confirmer cette adresse : vos clients pourront alors répondre à vos demandes d’avis à cette adresse.',
      },
      expiry: 'Ce code est valable 10 minutes.',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte Bonavis a changé',
      heading: 'Adresse e-mail modifiée',
      intro:
        'Votre compte Bonavis utilise désormais l’adresse {email}. Vos sessions ouvertes ont été fermées : reconnectez-vous avec la nouvelle adresse.',
      notYou: 'Si vous n’êtes pas à l’origine de ce changement, répondez à ce message ou écrivez au support sans attendre.',
    },
  },
  en: {
    footer: 'Bonavis — online reputation for local businesses.',
    signInLink: {
      subject: 'Your Bonavis sign-in link',
      heading: 'Sign in to Bonavis',
      intro: 'Click the button below to sign in. No password needed.',
      button: 'Sign me in',
      expiry: 'This link works only once.',
      ignore: 'If you did not ask for this link, simply ignore this message.',
    },
    otp: {
      'sign-in': { subject: 'Your Bonavis sign-in code', heading: 'Your sign-in code', intro: 'Enter this code in Bonavis to sign in:' },
      'change-email': {
        subject: 'Confirm your new e-mail address',
        heading: 'Confirm your address',
        intro: 'Enter this code in Bonavis to confirm your new e-mail address:',
      },
      'two-factor': {
        subject: 'Your Bonavis verification code',
        heading: 'Verification code',
        intro: 'Enter this code in Bonavis to confirm the change to your account:',
      },
      'delete-account': {
        subject: 'Confirm the deletion of your Bonavis account',
        heading: 'Account deletion',
        intro:
          'Enter this code in Bonavis to confirm the permanent deletion of your account and all its data (listing, reviews, settings, subscription):',
      },
      'company-email': {
        subject: 'Confirm your business e-mail address',
        heading: 'Confirm your business address',
        intro:
          'Enter this code in Bonavis to confirm this address: your customers will then be able to reply to your review requests here.',
      },
      expiry: 'This code is valid for 10 minutes.',
      ignore: 'If you did not make this request, ignore this message.',
    },
    emailChanged: {
      subject: 'The e-mail address of your Bonavis account has changed',
      heading: 'E-mail address changed',
      intro: 'Your Bonavis account now uses {email}. Your open sessions were closed: sign in again with the new address.',
      notYou: 'If you did not make this change, reply to this message or contact support right away.',
    },
  },
  es: {
    footer: 'Bonavis — la reputación online de los comercios locales.',
    signInLink: {
      subject: 'Tu enlace de acceso a Bonavis',
      heading: 'Inicia sesión en Bonavis',
      intro: 'Haz clic en el botón de abajo para iniciar sesión. No necesitas contraseña.',
      button: 'Iniciar sesión',
      expiry: 'Este enlace solo funciona una vez.',
      ignore: 'Si no has pedido este enlace, ignora este mensaje.',
    },
    otp: {
      'sign-in': {
        subject: 'Tu código de acceso a Bonavis',
        heading: 'Tu código de acceso',
        intro: 'Introduce este código en Bonavis para iniciar sesión:',
      },
      'change-email': {
        subject: 'Confirma tu nueva dirección de correo',
        heading: 'Confirma tu dirección',
        intro: 'Introduce este código en Bonavis para confirmar tu nueva dirección de correo:',
      },
      'two-factor': {
        subject: 'Tu código de verificación de Bonavis',
        heading: 'Código de verificación',
        intro: 'Introduce este código en Bonavis para confirmar el cambio en tu cuenta:',
      },
      'delete-account': {
        subject: 'Confirma la eliminación de tu cuenta Bonavis',
        heading: 'Eliminación de la cuenta',
        intro:
          'Introduce este código en Bonavis para confirmar la eliminación definitiva de tu cuenta y de todos sus datos (ficha, reseñas, ajustes, suscripción):',
      },
      'company-email': {
        subject: 'Confirma la dirección de correo de tu empresa',
        heading: 'Confirma la dirección de tu empresa',
        intro:
          'Introduce este código en Bonavis para confirmar esta dirección: tus clientes podrán responder a tus solicitudes de reseña en ella.',
      },
      expiry: 'Este código es válido durante 10 minutos.',
      ignore: 'Si no has hecho esta solicitud, ignora este mensaje.',
    },
    emailChanged: {
      subject: 'La dirección de correo de tu cuenta Bonavis ha cambiado',
      heading: 'Dirección de correo modificada',
      intro:
        'Tu cuenta Bonavis utiliza ahora la dirección {email}. Tus sesiones abiertas se han cerrado: vuelve a iniciar sesión con la nueva dirección.',
      notYou: 'Si no has hecho este cambio, responde a este mensaje o contacta con el soporte sin demora.',
    },
  },
};
