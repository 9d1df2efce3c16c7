import type { LegalFacts, LegalTexts } from './types';

const company = ({ operator }: LegalFacts) =>
  `${operator.name}, ${operator.legalForm} con un capital social de ${operator.shareCapital}, inscrita en el Registro Mercantil (RCS) de ${operator.rcsCity} con el número ${operator.siren}, con domicilio social en ${operator.address}`;

const FRENCH_PREVAILS = 'Esta traducción se ofrece para tu comodidad; solo la versión francesa tiene valor jurídico.';

/** The Spanish translation of the French texts (fr.ts), which prevail. */
export const legalTextsEs: LegalTexts = {
  notice: (facts) => {
    const { operator } = facts;
    return {
      intro: `Conforme al artículo 6 de la ley francesa n.º 2004-575 de 21 de junio de 2004 sobre la confianza en la economía digital (LCEN), estos son los responsables del servicio Bonavis. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: 'Editor del servicio',
          blocks: [
            {
              details: [
                ['Razón social', operator.name],
                ['Forma jurídica', operator.legalForm],
                ['Capital social', operator.shareCapital],
                ['Domicilio social', operator.address],
                ['Teléfono', operator.phone],
                ['Inscripción', `RCS ${operator.rcsCity} ${operator.siren}`],
                ['N.º de IVA intracomunitario', operator.vatNumber],
                ['Correo electrónico', operator.email],
              ],
            },
          ],
        },
        { heading: 'Director de la publicación', blocks: [operator.director] },
        { heading: 'Alojamiento', blocks: [operator.host] },
        {
          heading: 'Propiedad intelectual',
          blocks: [
            `El servicio Bonavis, su marca, su logotipo, sus textos, sus interfaces y su código pertenecen a ${operator.name} o a sus socios. Queda prohibida toda reproducción o representación, total o parcial, sin autorización previa por escrito.`,
            'Los datos y contenidos que importas o redactas (información de tu empresa, respuestas a las reseñas) siguen siendo tuyos.',
          ],
        },
        {
          heading: 'Reseñas y contenidos de terceros',
          blocks: [
            'Las reseñas que muestra Bonavis las publican sus autores en Google y se obtienen de la ficha del establecimiento. El editor no es su autor y no las modifica. Cada cliente es responsable de las respuestas que publica, incluidas las que propone el asistente de IA.',
            `Para denunciar un contenido manifiestamente ilícito, escribe a ${operator.email} indicando el contenido y los motivos de la denuncia.`,
          ],
        },
        {
          heading: 'Datos personales',
          blocks: [
            {
              text: 'El tratamiento de tus datos personales y tus derechos se describen en la política de privacidad.',
              links: [{ label: 'Política de privacidad', to: 'privacy' }],
            },
          ],
        },
        {
          heading: 'Contacto',
          blocks: [
            {
              text: `Por correo electrónico a ${operator.email}, o con el formulario de contacto:`,
              links: [{ label: 'Contactar con el soporte', to: 'contact' }],
            },
          ],
        },
      ],
    };
  },

  terms: (facts) => {
    const { operator, trialDays, prices, yearlySavingPercent, aiCredits } = facts;
    return {
      intro: `Estas condiciones generales de venta rigen la suscripción al servicio Bonavis, editado por ${company(facts)}. Se aplican a todo pedido realizado por un cliente profesional. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: '1. Objeto y aceptación',
          blocks: [
            'Bonavis es un software en línea (SaaS) que ayuda a las empresas situadas en Francia a gestionar su reputación en línea. El servicio está reservado a profesionales que actúan con fines propios de su actividad.',
            'Al crear una cuenta, iniciar la prueba gratuita o suscribirse, el cliente declara haber leído y aceptado estas condiciones y la política de privacidad. La versión aplicable es la vigente el día del pedido.',
          ],
        },
        {
          heading: '2. El servicio',
          blocks: [
            'Bonavis permite, entre otras cosas:',
            {
              list: [
                'sincronizar la ficha de Google del establecimiento y sus reseñas, a través de un proveedor de datos cartográficos;',
                'redactar respuestas a las reseñas con ayuda de la inteligencia artificial (IA), que el cliente revisa, modifica y publica bajo su responsabilidad;',
                'seguir la evolución de las reseñas en un panel y recibir avisos de nuevas reseñas por correo electrónico;',
                'organizar un juego para sus propios clientes, cuando se ofrezca esta función.',
              ],
            },
            'El cliente garantiza que está autorizado a gestionar la ficha del establecimiento que conecta. El servicio evoluciona: pueden añadirse, modificarse o retirarse funciones, sin suprimir sus funciones esenciales durante una suscripción.',
          ],
        },
        {
          heading: '3. Cuenta',
          blocks: [
            'El acceso se realiza sin contraseña, mediante un enlace de acceso o un código de un solo uso enviado por correo electrónico, o con una cuenta de Google, Facebook, GitHub o X. El cliente mantiene exactos los datos de su cuenta y confidencial su buzón de correo. Una suscripción corresponde a un usuario.',
          ],
        },
        {
          heading: `4. Prueba gratuita de ${trialDays} días`,
          blocks: [
            `Cada cliente puede disfrutar una sola vez de una prueba gratuita de ${trialDays} días, sin tarjeta bancaria, con ${aiCredits.trial} créditos de IA. Al terminar la prueba, el acceso a las funciones premium se detiene salvo que se contrate un plan de pago: no se cobra nada automáticamente.`,
          ],
        },
        {
          heading: '5. Planes y precios',
          blocks: [
            {
              list: [
                `Plan mensual: ${prices.monthly}\u00a0€ sin IVA al mes, pagaderos cada mes.`,
                `Plan anual: ${prices.yearly}\u00a0€ sin IVA al mes, es decir, ${prices.yearly * 12}\u00a0€ sin IVA pagaderos de una vez por un año (un ahorro del ${yearlySavingPercent} %).`,
              ],
            },
            'Los precios no incluyen impuestos; se añade el IVA al tipo vigente. Se aplica el precio mostrado en el momento del pedido. Todo cambio de precio se anuncia por correo electrónico al menos 30 días antes de la renovación afectada; el cliente puede cancelar antes de esa fecha.',
          ],
        },
        {
          heading: '6. Pago',
          blocks: [
            'El pago se realiza con tarjeta en la página de pago segura de nuestro proveedor Stripe. Los datos de la tarjeta se introducen en Stripe: el editor no los ve ni los conserva. Cada periodo se paga por adelantado, al comienzo del periodo; las facturas están disponibles en el área de facturación.',
            'Si un pago falla, la suscripción se suspende hasta su regularización. Conforme al artículo L. 441-10 del Código de Comercio francés, todo retraso en el pago devenga de pleno derecho intereses al tipo del Banco Central Europeo incrementado en 10 puntos y una indemnización fija de 40\u00a0€ por gastos de cobro.',
          ],
        },
        {
          heading: '7. Créditos de IA',
          blocks: [
            `Cada respuesta redactada por la IA consume un crédito; una redacción fallida no consume ninguno. Al comienzo de cada periodo pagado, el saldo se eleva a ${aiCredits.paid} créditos (los créditos no utilizados no se acumulan por encima de esa cifra); la prueba gratuita incluye ${aiCredits.trial}.`,
            'Los créditos no tienen valor monetario: no son reembolsables ni transferibles. Los textos propuestos por la IA pueden ser inexactos o inadecuados: el cliente los revisa antes de publicarlos y es el único responsable de las respuestas publicadas.',
          ],
        },
        {
          heading: '8. Duración, renovación y cancelación',
          blocks: [
            'La suscripción se contrata por el periodo elegido (un mes o un año) y se renueva tácitamente por el mismo periodo. El cliente puede cancelarla en cualquier momento desde su área de facturación (Ajustes → Facturación); la cancelación surte efecto al final del periodo en curso, ya pagado, que no se reembolsa a prorrata.',
            'El editor puede suspender o poner fin al acceso de un cliente por un incumplimiento grave (fraude, uso ilícito, impago), tras un requerimiento sin efecto durante 15 días, o de inmediato en caso de urgencia o de riesgo para la seguridad del servicio.',
          ],
        },
        {
          heading: '9. Derecho de desistimiento',
          blocks: [
            'Al estar el servicio reservado a profesionales, no se aplica el derecho de desistimiento del Código de Consumo francés, salvo en los casos en que la ley lo extiende a un profesional.',
            'Cuando el cliente disponga de él, tiene 14 días desde la suscripción para desistir, mediante una declaración inequívoca enviada por correo electrónico o con el formulario de contacto. Al pedir acceso al servicio durante ese plazo, acepta que empiece de inmediato y debe el importe del servicio prestado hasta su desistimiento (artículo L. 221-25 del Código de Consumo francés).',
          ],
        },
        {
          heading: '10. Obligaciones del cliente',
          blocks: [
            'El cliente utiliza el servicio de forma leal y conforme a la ley y a las condiciones de Google: en particular, no publicará respuestas injuriosas, difamatorias o engañosas, no solicitará ni creará reseñas falsas y no vulnerará los derechos de los autores de las reseñas.',
          ],
        },
        {
          heading: '11. Disponibilidad y soporte',
          blocks: [
            'El editor procura que el servicio esté disponible en todo momento, como obligación de medios. Pueden producirse interrupciones por mantenimiento o cuando no estén disponibles los servicios de terceros de los que depende Bonavis (Google, proveedor de datos cartográficos, proveedor de IA, Stripe, correo electrónico).',
            {
              text: `El soporte responde por correo electrónico (${operator.email}) o desde el formulario de contacto.`,
              links: [{ label: 'Contactar con el soporte', to: 'contact' }],
            },
          ],
        },
        {
          heading: '12. Responsabilidad',
          blocks: [
            'El editor asume una obligación de medios. No responde de los daños indirectos (pérdida de ingresos, de clientela o de imagen), del contenido de las reseñas publicadas por terceros ni de las respuestas publicadas por el cliente.',
            'Salvo culpa grave o dolo, la responsabilidad total del editor se limita a las cantidades pagadas por el cliente por la suscripción en los 12 meses anteriores al hecho que la origine.',
          ],
        },
        {
          heading: '13. Datos personales',
          blocks: [
            {
              text: 'El editor trata los datos del cliente según la política de privacidad. Para los datos de los autores de reseñas y de los participantes en el juego, actúa como encargado del tratamiento del cliente, en las condiciones que describe esa política.',
              links: [{ label: 'Política de privacidad', to: 'privacy' }],
            },
          ],
        },
        {
          heading: '14. Propiedad intelectual',
          blocks: [
            'Durante la suscripción, el editor concede al cliente un derecho personal y no exclusivo de uso del servicio. El cliente conserva todos sus derechos sobre sus datos y contenidos, y puede exportarlos en cualquier momento desde los ajustes.',
          ],
        },
        {
          heading: '15. Fuerza mayor',
          blocks: [
            'Ninguna de las partes responde de un incumplimiento causado por fuerza mayor en el sentido del artículo 1218 del Código Civil francés.',
          ],
        },
        {
          heading: '16. Modificación de las condiciones',
          blocks: [
            'El editor puede modificar estas condiciones. Las nuevas condiciones se anuncian por correo electrónico al menos 30 días antes de aplicarse a las suscripciones en curso; el cliente que no las acepte puede cancelar su suscripción antes de esa fecha.',
          ],
        },
        {
          heading: '17. Ley aplicable y litigios',
          blocks: [
            'Estas condiciones se rigen por la ley francesa. En caso de desacuerdo, las partes buscarán primero una solución amistosa. En su defecto, todo litigio será competencia exclusiva de los tribunales del lugar del domicilio social del editor.',
          ],
        },
      ],
    };
  },

  privacy: (facts) => {
    const { operator } = facts;
    return {
      intro: `Esta política explica qué datos personales trata el servicio Bonavis, por qué, durante cuánto tiempo, con qué proveedores y cómo ejercer tus derechos, conforme al Reglamento General de Protección de Datos (RGPD) y a la ley francesa de protección de datos. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: 'Responsable del tratamiento',
          blocks: [`${company(facts)}. Para cualquier pregunta sobre tus datos: ${operator.email}.`],
        },
        {
          heading: 'Datos tratados',
          blocks: [
            {
              details: [
                [
                  'Cuenta',
                  'correo electrónico, nombre, foto de perfil, teléfono, identificador de acceso, código de recomendación, fecha de aceptación de las condiciones, preferencias (idioma, visualización, notificaciones).',
                ],
                [
                  'Empresa',
                  'datos introducidos en la configuración: tu nombre, apellidos, fecha de nacimiento y teléfono; forma jurídica, razón social, SIRET, sector, IVA, dirección, correo y teléfono de la empresa.',
                ],
                ['Ficha del establecimiento', 'nombre, dirección, valoración y enlace de la ficha de Google de tu establecimiento.'],
                ['Reseñas', 'reseñas públicas de tu ficha: nombre y foto públicos de su autor, valoración, texto, fotos y fecha.'],
                ['Respuestas', 'respuestas redactadas, propuestas por la IA, pendientes de aprobación o publicadas.'],
                ['Ajustes de IA', 'tono, longitud, firma e instrucciones elegidos para las respuestas.'],
                [
                  'Suscripciones',
                  'plan, estado, periodos, créditos de IA e identificador de cliente de Stripe. Ningún dato de tarjeta bancaria.',
                ],
                ['Juego', 'nombre y correo electrónico de los participantes en el juego organizado por el cliente.'],
                [
                  'Datos técnicos',
                  'dirección IP y registros técnicos, códigos de acceso de un solo uso (guardados como huella), datos almacenados en tu navegador.',
                ],
                ['Soporte', 'nombre, correo electrónico y contenido de los mensajes enviados al soporte.'],
              ],
            },
          ],
        },
        {
          heading: 'Finalidades y bases jurídicas',
          blocks: [
            {
              list: [
                'Prestar el servicio (cuenta, empresa, ficha, reseñas, respuestas, ajustes de IA, correos de acceso y de nuevas reseñas): ejecución del contrato (artículo 6.1.b del RGPD).',
                'Gestionar las suscripciones, los pagos y la facturación: ejecución del contrato y obligaciones legales contables (artículo 6.1.c).',
                'Proteger el servicio y prevenir el fraude y los abusos (límites de solicitudes, registros): interés legítimo del editor (artículo 6.1.f).',
                'Responder a tus mensajes al soporte: interés legítimo.',
              ],
            },
            'Para las reseñas de tu ficha y los participantes en tu juego, eres tú, el cliente, quien decide el tratamiento: el editor actúa como encargado del tratamiento (artículo 28 del RGPD), solo siguiendo tus instrucciones y para prestarte el servicio. Tú informas a los participantes en tu juego y recabas su consentimiento cuando sea necesario.',
            'El editor no vende ningún dato ni lo utiliza para publicidad ni para entrenar modelos de IA.',
          ],
        },
        {
          heading: 'Plazos de conservación',
          blocks: [
            {
              details: [
                [
                  'Cuenta, empresa, ficha, reseñas, respuestas, ajustes de IA, juego',
                  'mientras exista la cuenta; se eliminan al eliminar la cuenta.',
                ],
                ['Facturas y documentos contables', '10 años (artículo L. 123-22 del Código de Comercio francés).'],
                ['Códigos de acceso de un solo uso', '10 minutos como máximo.'],
                [
                  'Huella de la dirección de correo que disfrutó de la prueba gratuita o de una suscripción',
                  'se conserva tras la eliminación de la cuenta, sin límite de tiempo, para conceder la prueba gratuita una sola vez por dirección: una huella cifrada con una clave secreta (HMAC), no vinculada a ninguna cuenta, que no permite volver a leer la dirección.',
                ],
                [
                  'Reseñas de un establecimiento retirado de su organización',
                  '30 días después de su retirada, para que pueda conservar la prueba; después se eliminan.',
                ],
                ['Registros técnicos', '12 meses como máximo.'],
                ['Mensajes al soporte', '3 años desde el último intercambio.'],
              ],
            },
          ],
        },
        {
          heading: 'Destinatarios y encargados del tratamiento',
          blocks: [
            'Solo acceden a tus datos las personas autorizadas del editor y los siguientes proveedores, en la medida necesaria para su tarea:',
            {
              details: [
                [
                  'Acceso',
                  'Firebase Authentication (Google): correo electrónico, identificador de acceso, nombre y foto de la cuenta social utilizada.',
                ],
                ['Pago', 'Stripe: correo electrónico, identificador de cuenta, datos de pago introducidos en Stripe.'],
                ['Datos cartográficos', 'SerpApi y Google: enlace e identificador de la ficha, para obtener la ficha y sus reseñas.'],
                [
                  'Inteligencia artificial',
                  'Mistral AI u OpenAI, según el proveedor elegido: texto y valoración de la reseña, nombre del establecimiento y ajustes de respuesta, para redactar una respuesta.',
                ],
                ['Correo electrónico', 'el proveedor de envío de correos (SMTP): dirección y contenido de los correos enviados.'],
                ['Alojamiento', operator.host],
              ],
            },
            'Algunos de estos proveedores pueden tratar datos fuera de la Unión Europea, en particular en Estados Unidos. Estas transferencias están amparadas por la decisión de adecuación «Data Privacy Framework» de la Comisión Europea para las empresas certificadas o, en su defecto, por sus cláusulas contractuales tipo.',
          ],
        },
        {
          heading: 'Seguridad',
          blocks: [
            'Las comunicaciones están cifradas (HTTPS); el acceso se hace sin contraseña; los códigos de un solo uso se guardan como huella y caducan pronto; cada cuenta solo accede a sus propios datos; las solicitudes sensibles están limitadas para evitar abusos.',
          ],
        },
        {
          heading: 'Cookies y almacenamiento local',
          blocks: [
            'Bonavis no utiliza cookies publicitarias ni herramientas de medición de audiencia. Tu navegador solo guarda lo que el servicio necesita: tu sesión, tu idioma y tus preferencias de visualización. Este almacenamiento, estrictamente necesario, no requiere consentimiento.',
          ],
        },
        {
          heading: 'Tus derechos',
          blocks: [
            'Tienes derecho de acceso, rectificación, supresión, limitación, oposición y portabilidad de tus datos, así como a dar instrucciones sobre su destino tras tu fallecimiento.',
            {
              text: 'Desde los ajustes de tu cuenta puedes exportar tus datos a un archivo y eliminar tu cuenta con todos sus datos.',
              links: [{ label: 'Ajustes', to: 'settings' }],
            },
            {
              text: `Para cualquier otra solicitud, escribe a ${operator.email} o utiliza el formulario de contacto. Respondemos en el plazo de un mes; en caso de duda, podemos pedirte una prueba de identidad.`,
              links: [{ label: 'Contactar con el soporte', to: 'contact' }],
            },
          ],
        },
        {
          heading: 'Reclamaciones',
          blocks: [
            {
              text: 'Si consideras que no se respetan tus derechos, puedes presentar una reclamación ante la autoridad francesa de protección de datos (CNIL), 3 place de Fontenoy, TSA 80715, 75334 París Cedex 07, Francia.',
              links: [{ label: 'Presentar una reclamación ante la CNIL', to: 'cnil' }],
            },
          ],
        },
        {
          heading: 'Cambios',
          blocks: [
            'Esta política puede cambiar con el servicio. Si hay un cambio importante, te informaremos por correo electrónico o en la aplicación.',
          ],
        },
      ],
    };
  },
};
