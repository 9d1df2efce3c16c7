import type { ReviewTheme } from './ai-provider';
import { listWith } from '../../../shared/text';
import type { TemplateContext, TemplateTexts } from './template-texts';

/** Usted or tú: every sentence that addresses the reviewer has both forms. */
const v = (c: TemplateContext, usted: string, tu: string) => (c.formal ? usted : tu);

const PRAISED: Record<ReviewTheme, string> = {
  welcome: 'la bienvenida',
  price: 'nuestros precios',
  waiting: 'la rapidez',
  cleanliness: 'la limpieza',
  quality: 'la calidad',
  staff: 'nuestro equipo',
  ambiance: 'el ambiente',
  service: 'nuestro servicio',
};

const BLAMED: Record<ReviewTheme, string> = {
  welcome: 'la bienvenida',
  price: 'nuestros precios',
  waiting: 'la espera',
  cleanliness: 'la limpieza',
  quality: 'la calidad',
  staff: 'la actitud del equipo',
  ambiance: 'el ambiente',
  service: 'el servicio',
};

const list = listWith('y');

export const SPANISH_TEXTS: TemplateTexts = {
  list,
  greeting: (c) => {
    const name = c.name ? ` ${c.name}` : '';
    if (c.tone === 'casual' && !c.formal) return [`¡Hola${name}!`, `¡Qué tal${name}!`];
    if (c.tone === 'professional') return [c.name ? `Estimado/a ${c.name}:` : 'Buenos días:'];
    return [`¡Hola${name}!`, `Hola${name}:`];
  },
  opener: (c) => {
    const note = c.hasText ? v(c, 'su reseña', 'tu reseña') : v(c, 'su valoración', 'tu valoración');
    if (c.band === 'complaint')
      return [
        `Gracias por ${v(c, 'tomarse', 'tomarte')} el tiempo de compartir ${note} sobre ${c.business}.`,
        `Gracias por ${note} sobre ${c.business}; la leemos con atención.`,
      ];
    if (c.band === 'mixed')
      return [
        `Gracias por ${note} sobre ${c.business} y por ${v(c, 'su', 'tu')} sinceridad.`,
        `Gracias por compartir ${note} sobre ${c.business}.`,
      ];
    return [
      `¡Muchísimas gracias por ${note} sobre ${c.business}!`,
      `Muchas gracias por ${note}; todo el equipo de ${c.business} está encantado.`,
      `¡Qué alegría leer ${note} sobre ${c.business}!`,
    ];
  },
  praise: (_c, themes) => {
    const named = list(themes.map((theme) => PRAISED[theme]));
    return [
      `Gracias por destacar ${named}; nos hace mucha ilusión.`,
      `Nos alegra mucho que ${named} ${themes.length > 1 ? 'hayan' : 'haya'} marcado la diferencia.`,
    ];
  },
  apology: (c, themes) => {
    const named = list(themes.map((theme) => BLAMED[theme]));
    return [
      `Lamentamos sinceramente lo que ${v(c, 'nos cuenta', 'nos cuentas')} sobre ${named}.`,
      `Sentimos de verdad ${v(c, 'su', 'tu')} decepción con ${named}.`,
    ];
  },
  generalApology: (c) => [
    `Lamentamos sinceramente que ${v(c, 'su', 'tu')} visita no estuviera a la altura.`,
    `Sentimos de verdad que ${v(c, 'su', 'tu')} experiencia fuera decepcionante.`,
  ],
  nextStep: (c) => [
    `${v(c, 'No dude', 'No dudes')} en volver a vernos o en contactar directamente con ${c.business} para hablarlo: queremos entender qué pasó.`,
    `¿${v(c, 'Podría', 'Podrías')} contactarnos directamente o pasar a vernos? Nos gustaría hablarlo ${v(c, 'con usted', 'contigo')}.`,
  ],
  tradeLine: (c) => {
    const you = v(c, 'le', 'te');
    switch (c.trade) {
      case 'bakery':
        return [`¡Esperamos deleitar${you} de nuevo con nuestro pan y nuestros dulces!`, '¡Hasta pronto en el mostrador!'];
      case 'restaurant':
        return [`¡Esperamos recibir${you} de nuevo en nuestra mesa!`, `Será un placer atender${you} en una próxima comida.`];
      case 'hairdresser':
        return [`¡Será un placer cuidar de ${v(c, 'su', 'tu')} pelo en ${v(c, 'su', 'tu')} próxima visita!`, '¡Hasta pronto en el salón!'];
      case 'garage':
        return [
          `Seguimos a ${v(c, 'su', 'tu')} disposición para el mantenimiento de ${v(c, 'su', 'tu')} vehículo.`,
          '¡Hasta pronto en el taller!',
        ];
      default:
        return [`¡Esperamos ver${you} muy pronto!`, `Será un placer recibir${you} de nuevo.`];
    }
  },
  extra: (c) =>
    c.band === 'complaint'
      ? ['Cada comentario nos ayuda a mejorar.', `Una reseña como la ${v(c, 'suya', 'tuya')} nos ayuda a hacerlo mejor.`]
      : ['Reseñas como esta dan mucho ánimo a todo el equipo.', 'Cada reseña ayuda a dar a conocer nuestro trabajo.'],
  warmth: (c) =>
    c.band === 'complaint'
      ? [`${v(c, 'Su', 'Tu')} opinión nos importa de verdad.`]
      : [`${v(c, 'Su', 'Tu')} mensaje nos ha llegado al corazón.`],
  closing: (c) => {
    if (c.tone === 'professional') return ['Atentamente,', 'Un cordial saludo,'];
    if (c.band === 'complaint') return ['Un saludo,'];
    if (c.tone === 'casual') return ['¡Hasta pronto!', '¡Un abrazo!'];
    return [`¡Que ${v(c, 'tenga', 'tengas')} un buen día!`, 'Con todo nuestro agradecimiento,'];
  },
};
