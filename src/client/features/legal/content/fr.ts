import type { LegalFacts, LegalTexts } from './types';

const company = ({ operator }: LegalFacts) =>
  `${operator.name}, ${operator.legalForm} au capital de ${operator.shareCapital}, immatriculée au RCS de ${operator.rcsCity} sous le numéro ${operator.siren}, dont le siège social est situé ${operator.address}`;

/** The French texts: the reference version (the others are translations of it). */
export const legalTextsFr: LegalTexts = {
  notice: (facts) => {
    const { operator } = facts;
    return {
      intro:
        'Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), voici l’identité des intervenants du service Bonavis.',
      sections: [
        {
          heading: 'Éditeur du service',
          blocks: [
            {
              details: [
                ['Raison sociale', operator.name],
                ['Forme juridique', operator.legalForm],
                ['Capital social', operator.shareCapital],
                ['Siège social', operator.address],
                ['Téléphone', operator.phone],
                ['Immatriculation', `RCS ${operator.rcsCity} ${operator.siren}`],
                ['N° de TVA intracommunautaire', operator.vatNumber],
                ['Adresse e-mail', operator.email],
              ],
            },
          ],
        },
        { heading: 'Directeur de la publication', blocks: [operator.director] },
        { heading: 'Hébergeur', blocks: [operator.host] },
        {
          heading: 'Propriété intellectuelle',
          blocks: [
            `Le service Bonavis, sa marque, son logo, ses textes, ses interfaces et son code sont la propriété de ${operator.name} ou de ses partenaires. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite.`,
            'Les données et contenus que vous importez ou rédigez (informations de votre entreprise, réponses aux avis) restent les vôtres.',
          ],
        },
        {
          heading: 'Avis et contenus de tiers',
          blocks: [
            'Les avis affichés dans Bonavis sont publiés par leurs auteurs sur Google et récupérés depuis la fiche de l’établissement. L’éditeur n’en est pas l’auteur et ne les modifie pas. Chaque client est responsable des réponses qu’il publie, y compris celles proposées par l’assistant IA.',
            `Pour signaler un contenu manifestement illicite, écrivez à ${operator.email} en précisant le contenu et les motifs du signalement.`,
          ],
        },
        {
          heading: 'Données personnelles',
          blocks: [
            {
              text: 'Le traitement de vos données personnelles et vos droits sont décrits dans la politique de confidentialité.',
              links: [{ label: 'Politique de confidentialité', to: 'privacy' }],
            },
          ],
        },
        {
          heading: 'Nous contacter',
          blocks: [
            {
              text: `Par e-mail à ${operator.email}, ou depuis le formulaire de contact :`,
              links: [{ label: 'Contacter le support', to: 'contact' }],
            },
          ],
        },
      ],
    };
  },

  terms: (facts) => {
    const { operator, trialDays, prices, yearlySavingPercent, aiCredits } = facts;
    return {
      intro: `Les présentes conditions générales de vente (CGV) régissent l’abonnement au service Bonavis, édité par ${company(facts)}. Elles s’appliquent à toute commande passée par un client professionnel.`,
      sections: [
        {
          heading: '1. Objet et acceptation',
          blocks: [
            'Bonavis est un logiciel en ligne (SaaS) d’aide à la gestion de la réputation en ligne des entreprises situées en France. Le service est réservé aux professionnels agissant pour les besoins de leur activité.',
            'En créant un compte, en démarrant l’essai gratuit ou en souscrivant un abonnement, le client déclare avoir lu et accepté les présentes CGV et la politique de confidentialité. La version applicable est celle en vigueur au jour de la commande.',
          ],
        },
        {
          heading: '2. Le service',
          blocks: [
            'Bonavis permet notamment :',
            {
              list: [
                'de synchroniser la fiche Google de l’établissement et ses avis, par l’intermédiaire d’un fournisseur de données cartographiques ;',
                'de rédiger des réponses aux avis avec l’aide d’une intelligence artificielle (IA), que le client relit, modifie et publie sous sa responsabilité ;',
                'de suivre l’évolution des avis dans un tableau de bord et d’être averti des nouveaux avis par e-mail ;',
                'd’organiser un jeu pour ses propres clients, lorsque cette fonction est proposée.',
              ],
            },
            'Le client garantit qu’il est autorisé à gérer la fiche d’établissement qu’il connecte. Le service évolue : des fonctions peuvent être ajoutées, modifiées ou retirées, sans que ses fonctions essentielles soient supprimées en cours d’abonnement.',
          ],
        },
        {
          heading: '3. Compte',
          blocks: [
            'L’accès se fait sans mot de passe, par lien de connexion ou code à usage unique envoyé par e-mail, ou par un compte Google, Facebook, GitHub ou X. Le client veille à l’exactitude des informations de son compte et à la confidentialité de sa boîte e-mail. Un abonnement correspond à un utilisateur.',
          ],
        },
        {
          heading: `4. Essai gratuit de ${trialDays} jours`,
          blocks: [
            `Chaque client peut bénéficier une seule fois d’un essai gratuit de ${trialDays} jours, sans carte bancaire, comprenant ${aiCredits.trial} crédits IA. À la fin de l’essai, l’accès aux fonctions premium s’arrête, sauf souscription d’un abonnement payant : aucun paiement n’est prélevé automatiquement.`,
          ],
        },
        {
          heading: '5. Offres et prix',
          blocks: [
            {
              list: [
                `Abonnement mensuel : ${prices.monthly}\u00a0€ HT par mois, payable chaque mois.`,
                `Abonnement annuel : ${prices.yearly}\u00a0€ HT par mois, soit ${prices.yearly * 12}\u00a0€ HT payables en une fois pour un an (une économie de ${yearlySavingPercent} %).`,
              ],
            },
            'Les prix s’entendent hors taxes ; la TVA au taux en vigueur s’y ajoute. Le prix applicable est celui affiché au moment de la commande. Toute modification de prix est annoncée par e-mail au moins 30 jours avant le renouvellement concerné ; le client peut résilier avant cette date.',
          ],
        },
        {
          heading: '6. Paiement',
          blocks: [
            'Le paiement s’effectue par carte bancaire sur la page de paiement sécurisée de notre prestataire Stripe. Les données de carte sont saisies chez Stripe : l’éditeur ne les voit ni ne les conserve. Chaque période est payable d’avance, au début de la période ; les factures sont disponibles dans l’espace de facturation.',
            'En cas d’échec du paiement, l’abonnement est suspendu jusqu’à régularisation. Conformément à l’article L. 441-10 du Code de commerce, tout retard de paiement entraîne de plein droit des pénalités au taux d’intérêt de la Banque centrale européenne majoré de 10 points, et une indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement.',
          ],
        },
        {
          heading: '7. Crédits IA',
          blocks: [
            `Chaque réponse rédigée par l’IA consomme un crédit ; une rédaction qui échoue n’en consomme pas. Au début de chaque période payée, le solde est porté à ${aiCredits.paid} crédits (les crédits non utilisés ne s’additionnent pas au-delà) ; l’essai gratuit en comprend ${aiCredits.trial}.`,
            'Les crédits n’ont pas de valeur monétaire : ils ne sont ni remboursables, ni cessibles. Les textes proposés par l’IA peuvent être inexacts ou inadaptés : le client les relit avant publication et reste seul responsable des réponses publiées.',
          ],
        },
        {
          heading: '8. Durée, renouvellement et résiliation',
          blocks: [
            'L’abonnement est conclu pour la période choisie (un mois ou un an) et se renouvelle tacitement pour la même durée. Le client peut le résilier à tout moment depuis son espace de facturation (Paramètres → Facturation) ; la résiliation prend effet à la fin de la période en cours, déjà payée, qui n’est pas remboursée au prorata.',
            'L’éditeur peut suspendre ou résilier l’accès d’un client en cas de manquement grave (fraude, usage illicite, impayé), après une mise en demeure restée sans effet pendant 15 jours, ou sans délai en cas d’urgence ou d’atteinte à la sécurité du service.',
          ],
        },
        {
          heading: '9. Droit de rétractation',
          blocks: [
            'Le service étant réservé aux professionnels, le droit de rétractation prévu par le Code de la consommation ne s’applique pas, sauf dans les cas où la loi l’étend à un professionnel.',
            'Lorsque le client en bénéficie, il dispose de 14 jours à compter de la souscription pour se rétracter, par une déclaration sans ambiguïté adressée par e-mail ou par le formulaire de contact. En demandant l’accès au service pendant ce délai, il accepte qu’il commence aussitôt et reste redevable du montant correspondant au service fourni jusqu’à sa rétractation (article L. 221-25 du Code de la consommation).',
          ],
        },
        {
          heading: '10. Obligations du client',
          blocks: [
            'Le client utilise le service de manière loyale et conforme à la loi et aux conditions de Google : il s’interdit notamment de publier des réponses injurieuses, diffamatoires ou trompeuses, de solliciter ou de créer de faux avis, et de porter atteinte aux droits des auteurs d’avis.',
          ],
        },
        {
          heading: '11. Disponibilité et support',
          blocks: [
            'L’éditeur s’efforce de rendre le service accessible en permanence, sous une obligation de moyens. Des interruptions peuvent survenir pour maintenance ou en cas d’indisponibilité des services tiers dont Bonavis dépend (Google, fournisseur de données cartographiques, fournisseur d’IA, Stripe, messagerie).',
            {
              text: `Le support répond par e-mail (${operator.email}) ou depuis le formulaire de contact.`,
              links: [{ label: 'Contacter le support', to: 'contact' }],
            },
          ],
        },
        {
          heading: '12. Responsabilité',
          blocks: [
            'L’éditeur est tenu d’une obligation de moyens. Il ne répond pas des dommages indirects (perte de chiffre d’affaires, de clientèle ou d’image), du contenu des avis publiés par des tiers, ni des réponses publiées par le client.',
            'Sauf faute lourde ou dolosive, la responsabilité totale de l’éditeur est limitée aux sommes payées par le client au titre de l’abonnement au cours des 12 mois précédant le fait générateur.',
          ],
        },
        {
          heading: '13. Données personnelles',
          blocks: [
            {
              text: 'L’éditeur traite les données du client conformément à la politique de confidentialité. Pour les données des auteurs d’avis et des participants au jeu, il agit en qualité de sous-traitant du client, dans les conditions décrites par cette politique.',
              links: [{ label: 'Politique de confidentialité', to: 'privacy' }],
            },
          ],
        },
        {
          heading: '14. Propriété intellectuelle',
          blocks: [
            'L’éditeur concède au client, pendant la durée de l’abonnement, un droit personnel et non exclusif d’utiliser le service. Le client conserve tous ses droits sur ses données et ses contenus ; il peut les exporter à tout moment depuis les paramètres.',
          ],
        },
        {
          heading: '15. Force majeure',
          blocks: [
            'Aucune partie n’est responsable d’un manquement causé par un cas de force majeure au sens de l’article 1218 du Code civil.',
          ],
        },
        {
          heading: '16. Modification des CGV',
          blocks: [
            'L’éditeur peut modifier les présentes CGV. Les nouvelles conditions sont annoncées par e-mail au moins 30 jours avant leur entrée en vigueur pour les abonnements en cours ; le client qui les refuse peut résilier son abonnement avant cette date.',
          ],
        },
        {
          heading: '17. Droit applicable et litiges',
          blocks: [
            'Les présentes CGV sont soumises au droit français. En cas de différend, les parties recherchent d’abord une solution amiable. À défaut, tout litige relève de la compétence exclusive des tribunaux du ressort du siège social de l’éditeur.',
          ],
        },
      ],
    };
  },

  privacy: (facts) => {
    const { operator } = facts;
    return {
      intro: `Cette politique explique quelles données personnelles le service Bonavis traite, pourquoi, combien de temps, avec quels prestataires, et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.`,
      sections: [
        {
          heading: 'Responsable du traitement',
          blocks: [`${company(facts)}. Pour toute question sur vos données : ${operator.email}.`],
        },
        {
          heading: 'Données traitées',
          blocks: [
            {
              details: [
                [
                  'Compte',
                  'adresse e-mail, nom, photo de profil, téléphone, identifiant de connexion, code de parrainage, date d’acceptation des conditions, préférences (langue, affichage, notifications).',
                ],
                [
                  'Entreprise',
                  'informations saisies lors du paramétrage : vos nom, prénom, date de naissance et téléphone ; statut juridique, raison sociale, SIRET, secteur, TVA, adresse, e-mail et téléphone de l’entreprise.',
                ],
                ['Fiche d’établissement', 'nom, adresse, note et lien de la fiche Google de votre établissement.'],
                ['Avis', 'avis publics de votre fiche : nom et photo publics de leur auteur, note, texte, photos et date.'],
                ['Réponses', 'réponses rédigées, proposées par l’IA, en attente d’approbation ou publiées.'],
                ['Réglages IA', 'ton, longueur, signature et consignes choisis pour les réponses.'],
                ['Abonnements', 'offre, statut, périodes, crédits IA et identifiant client Stripe. Aucune donnée de carte bancaire.'],
                ['Jeu', 'prénom et adresse e-mail des participants au jeu organisé par le client.'],
                [
                  'Données techniques',
                  'adresse IP et journaux techniques, codes de connexion à usage unique (conservés sous forme d’empreinte), données stockées dans votre navigateur.',
                ],
                ['Support', 'nom, adresse e-mail et contenu des messages envoyés au support.'],
              ],
            },
          ],
        },
        {
          heading: 'Finalités et bases légales',
          blocks: [
            {
              list: [
                'Fournir le service (compte, entreprise, fiche, avis, réponses, réglages IA, e-mails de connexion et de nouveaux avis) : exécution du contrat (article 6.1.b du RGPD).',
                'Gérer les abonnements, les paiements et la facturation : exécution du contrat et obligations légales comptables (article 6.1.c).',
                'Sécuriser le service, prévenir la fraude et les abus (limites de requêtes, journaux) : intérêt légitime de l’éditeur (article 6.1.f).',
                'Répondre à vos messages au support : intérêt légitime.',
              ],
            },
            'Pour les avis de votre fiche et les participants à votre jeu, c’est vous, client, qui décidez du traitement : l’éditeur agit comme sous-traitant (article 28 du RGPD), uniquement sur vos instructions et pour vous fournir le service. Vous informez les participants de votre jeu et recueillez, s’il y a lieu, leur consentement.',
            'L’éditeur ne vend aucune donnée et ne l’utilise ni pour de la publicité, ni pour entraîner des modèles d’IA.',
          ],
        },
        {
          heading: 'Durées de conservation',
          blocks: [
            {
              details: [
                [
                  'Compte, entreprise, fiche, avis, réponses, réglages IA, jeu',
                  'tant que le compte existe ; supprimés lors de la suppression du compte.',
                ],
                ['Factures et pièces comptables', '10 ans (article L. 123-22 du Code de commerce).'],
                ['Codes de connexion à usage unique', '10 minutes au plus.'],
                [
                  'Empreinte de l’adresse e-mail ayant bénéficié de l’essai gratuit ou d’un abonnement',
                  'conservée après la suppression du compte, sans limite de durée, pour n’accorder l’essai gratuit qu’une fois par adresse : une empreinte chiffrée avec une clé secrète (HMAC), rattachée à aucun compte, qui ne permet pas de relire l’adresse.',
                ],
                [
                  'Avis d’un établissement retiré de votre organisation',
                  '30 jours après son retrait, pour que vous puissiez en garder la preuve ; puis supprimés.',
                ],
                ['Journaux techniques', '12 mois au plus.'],
                ['Messages au support', '3 ans après le dernier échange.'],
              ],
            },
          ],
        },
        {
          heading: 'Destinataires et sous-traitants',
          blocks: [
            'Vos données sont accessibles aux seules personnes habilitées de l’éditeur et aux prestataires suivants, pour ce qui est nécessaire à leur mission :',
            {
              details: [
                [
                  'Connexion',
                  'Firebase Authentication (Google) : adresse e-mail, identifiant de connexion, nom et photo du compte social utilisé.',
                ],
                ['Paiement', 'Stripe : e-mail, identifiant de compte, données de paiement saisies chez Stripe.'],
                ['Données cartographiques', 'SerpApi et Google : lien et identifiant de la fiche, pour récupérer la fiche et ses avis.'],
                [
                  'Intelligence artificielle',
                  'Mistral AI ou OpenAI, selon le fournisseur retenu : texte et note de l’avis, nom de l’établissement et réglages de réponse, pour rédiger une réponse.',
                ],
                ['E-mails', 'le prestataire d’envoi d’e-mails (SMTP) : adresse e-mail et contenu des e-mails envoyés.'],
                ['Hébergement', operator.host],
              ],
            },
            'Certains de ces prestataires peuvent traiter des données hors de l’Union européenne, notamment aux États-Unis. Ces transferts sont encadrés par la décision d’adéquation « Data Privacy Framework » de la Commission européenne pour les entreprises certifiées, ou à défaut par ses clauses contractuelles types.',
          ],
        },
        {
          heading: 'Sécurité',
          blocks: [
            'Les échanges sont chiffrés (HTTPS) ; la connexion se fait sans mot de passe ; les codes à usage unique sont conservés sous forme d’empreinte et expirent vite ; chaque compte n’accède qu’à ses propres données ; les requêtes sensibles sont limitées pour empêcher les abus.',
          ],
        },
        {
          heading: 'Cookies et stockage local',
          blocks: [
            'Bonavis n’utilise ni cookie publicitaire ni outil de mesure d’audience. Votre navigateur conserve uniquement ce qui est nécessaire au service : votre session de connexion, votre langue et vos préférences d’affichage. Ce stockage, strictement nécessaire, ne requiert pas de consentement.',
          ],
        },
        {
          heading: 'Vos droits',
          blocks: [
            'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès.',
            {
              text: 'Depuis les paramètres de votre compte, vous pouvez exporter vos données dans un fichier et supprimer votre compte avec toutes ses données.',
              links: [{ label: 'Paramètres', to: 'settings' }],
            },
            {
              text: `Pour toute autre demande, écrivez à ${operator.email} ou utilisez le formulaire de contact. Nous répondons dans un délai d’un mois ; une preuve d’identité peut être demandée en cas de doute.`,
              links: [{ label: 'Contacter le support', to: 'contact' }],
            },
          ],
        },
        {
          heading: 'Réclamation',
          blocks: [
            {
              text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
              links: [{ label: 'Adresser une plainte à la CNIL', to: 'cnil' }],
            },
          ],
        },
        {
          heading: 'Modifications',
          blocks: [
            'Cette politique peut évoluer avec le service. En cas de changement important, vous en serez informé par e-mail ou dans l’application.',
          ],
        },
      ],
    };
  },
};
