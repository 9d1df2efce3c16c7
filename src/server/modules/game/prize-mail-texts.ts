import type { Language } from '../../../shared/constants';

/**
 * The prize-mail confirmation: fixed Bonavis words only, no business name and nothing an owner wrote,
 * since it goes to an address nobody has proved yet.
 */
export const CONFIRM_MAIL_TEXTS: Record<Language, { subject: string; heading: string; body: string; action: string; footer: string }> = {
  fr: {
    subject: 'Confirmez votre adresse pour recevoir votre gain',
    heading: 'Votre gain vous attend',
    body: 'Vous venez de jouer à un jeu proposé avec Bonavis et votre code s’affiche à l’écran. Pour le recevoir aussi par e-mail, confirmez votre adresse.',
    action: 'Recevoir mon gain par e-mail',
    footer: 'Si vous n’avez pas joué, ignorez cet e-mail : rien ne vous sera envoyé.',
  },
  en: {
    subject: 'Confirm your address to receive your prize',
    heading: 'Your prize is waiting',
    body: 'You just played a game run with Bonavis and your code is on the screen. To receive it by e-mail too, confirm your address.',
    action: 'Receive my prize by e-mail',
    footer: 'If you did not play, ignore this e-mail: nothing will be sent to you.',
  },
  es: {
    subject: 'Confirma tu dirección para recibir tu premio',
    heading: 'Tu premio te espera',
    body: 'Acabas de jugar a un juego organizado con Bonavis y tu código aparece en pantalla. Para recibirlo también por correo, confirma tu dirección.',
    action: 'Recibir mi premio por correo',
    footer: 'Si no has jugado, ignora este correo: no se te enviará nada.',
  },
};

/** The page the confirmation link opens. */
export const CONFIRMED_PAGE_TEXTS: Record<Language, { title: string; sent: string; unknown: string }> = {
  fr: {
    title: 'Bonavis',
    sent: 'Merci ! Votre gain vous a été envoyé par e-mail. Vous pouvez fermer cette page.',
    unknown: 'Ce lien n’est pas valable. Votre code reste celui affiché à la fin du jeu.',
  },
  en: {
    title: 'Bonavis',
    sent: 'Thank you! Your prize has been sent to you by e-mail. You can close this page.',
    unknown: 'This link is not valid. Your code is still the one shown at the end of the game.',
  },
  es: {
    title: 'Bonavis',
    sent: '¡Gracias! Te hemos enviado tu premio por correo. Puedes cerrar esta página.',
    unknown: 'Este enlace no es válido. Tu código sigue siendo el que apareció al final del juego.',
  },
};
