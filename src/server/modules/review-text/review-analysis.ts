import { REVIEW_THEMES, type ReplyLanguage, type ReviewTheme, type ThemeMention } from '../../adapters/ai/ai-provider';
import { foldText } from '../../../shared/text';

export { REVIEW_THEMES };
export type { ReviewTheme, ThemeMention };

export type ReviewSentiment = 'positive' | 'neutral' | 'negative';
export type ReviewAnalysis = { sentiment: ReviewSentiment; themes: ThemeMention[] };

/** Reviews are short; a longer text is cut before any pattern runs, so a huge one costs no more than this. */
const MAX_ANALYSED_CHARS = 5000;
/** A negation reaches this many following words of its clause (« n'est pas très propre », "wasn't very clean"). */
const NEGATION_REACH = 3;

/**
 * A word or phrase the analysis knows:
 * - `topic`: names a theme without judging it (« accueil », "staff"); the clause's judging words decide its polarity;
 * - `judge`: a judging word; `theme` set and `own` true = it judges only that theme (« propre », « cher », "rude"),
 *   else it judges the clause's topics, or `theme` when the clause names none (« aimable » → staff).
 */
type Cue = { kind: 'topic'; theme: ReviewTheme } | { kind: 'judge'; value: 1 | -1; theme?: ReviewTheme; own?: boolean };
type Lexicon = { cues: Map<string, Cue>; negations: Set<string>; joins: Set<string>; contrasts: Set<string> };

/** Words are written accent-free and lower-case, as the text is normalised; `_` joins the words of a phrase. */
type Entries = [string, Cue][];
const words = (list: string, cue: Cue): Entries => list.split(' ').map((word) => [word.replaceAll('_', ' '), cue]);
const topic = (theme: ReviewTheme, list: string) => words(list, { kind: 'topic', theme });
const own = (theme: ReviewTheme, value: 1 | -1, list: string) => words(list, { kind: 'judge', value, theme, own: true });
const judge = (value: 1 | -1, list: string, theme?: ReviewTheme) => words(list, { kind: 'judge', value, theme });

const FRENCH: Entries = [
  ...topic('welcome', 'accueil accueilli accueillis accueillie accueillies'),
  ...topic('price', 'prix tarif tarifs rapport_qualite_prix'),
  ...topic('waiting', 'attente attendre attendu attendus file'),
  ...topic('cleanliness', 'proprete hygiene'),
  ...topic('quality', 'qualite produit produits'),
  ...topic('staff', 'personnel equipe vendeuse vendeur vendeuses vendeurs serveur serveuse serveurs patron patronne employe employes'),
  ...topic('ambiance', 'ambiance cadre decor decoration atmosphere musique'),
  ...topic('service', 'service prestation conseil conseils'),
  ...own('price', -1, 'cher chere chers cheres onereux hors_de_prix arnaque'),
  ...own('price', 1, 'abordable abordables bon_marche raisonnable raisonnables'),
  ...own('waiting', 1, 'sans_attente pas_d_attente aucune_attente'),
  ...own('cleanliness', 1, 'propre propres nickel'),
  ...own('cleanliness', -1, 'sale sales crasseux crasseuse douteux douteuse'),
  ...own('quality', 1, 'delicieux delicieuse delicieuses frais fraiche fraiches savoureux savoureuse'),
  ...own('quality', -1, 'rassis rassise immangeable fade'),
  ...judge(1, 'accueillant accueillante accueillants accueillantes chaleureux chaleureuse souriant souriante souriants', 'welcome'),
  ...judge(-1, 'froid froide froids glacial glaciale', 'welcome'),
  ...judge(1, 'aimable aimables gentil gentille gentils sympathique sympathiques sympa serviable serviables', 'staff'),
  ...judge(-1, 'impoli impolie desagreable desagreables', 'staff'),
  ...judge(1, 'rapide rapides rapidement efficace', 'service'),
  ...judge(-1, 'lent lente lents long longue longues interminable interminables', 'waiting'),
  ...judge(1, 'cosy chaleureuse calme agreable agreables', 'ambiance'),
  ...judge(-1, 'bruyant bruyante', 'ambiance'),
  ...judge(1, 'super excellent excellente excellents parfait parfaite top genial geniale bon bonne bons bonnes bien'),
  ...judge(1, 'impeccable impeccables formidable merveilleux adorable ravi ravie recommande merci'),
  ...judge(-1, 'mauvais mauvaise nul nulle horrible decevant decevante deplorable catastrophique inadmissible honteux mal'),
];

const ENGLISH: Entries = [
  ...topic('welcome', 'welcome welcomed greeting greeted reception'),
  ...topic('price', 'price prices pricing value_for_money cost'),
  ...topic('waiting', 'wait waiting waited queue'),
  ...topic('cleanliness', 'cleanliness hygiene'),
  ...topic('quality', 'quality product products food'),
  ...topic('staff', 'staff team employees waiter waitress owner owners'),
  ...topic('ambiance', 'atmosphere ambiance ambience vibe decor music'),
  ...topic('service', 'service advice'),
  ...own('price', -1, 'expensive pricey overpriced rip_off'),
  ...own('price', 1, 'cheap affordable reasonable good_value'),
  ...own('waiting', 1, 'no_wait no_waiting no_queue'),
  ...own('cleanliness', 1, 'clean spotless tidy'),
  ...own('cleanliness', -1, 'dirty filthy messy'),
  ...own('quality', 1, 'delicious tasty fresh'),
  ...own('quality', -1, 'stale bland inedible'),
  ...judge(1, 'welcoming warm smiling', 'welcome'),
  ...judge(-1, 'cold', 'welcome'),
  ...judge(1, 'friendly kind helpful polite', 'staff'),
  ...judge(-1, 'rude unfriendly impolite unhelpful', 'staff'),
  ...judge(1, 'fast quick quickly efficient', 'service'),
  ...judge(-1, 'slow long endless forever', 'waiting'),
  ...judge(1, 'cozy cosy calm relaxing', 'ambiance'),
  ...judge(-1, 'noisy loud', 'ambiance'),
  ...judge(1, 'great excellent perfect good nice lovely amazing fantastic wonderful awesome pleasant best thanks recommend'),
  ...judge(-1, 'bad terrible awful horrible poor disappointing unpleasant worst'),
];

const SPANISH: Entries = [
  ...topic('welcome', 'bienvenida recibimiento acogida'),
  ...topic('price', 'precio precios relacion_calidad_precio'),
  ...topic('waiting', 'espera esperar esperamos cola'),
  ...topic('cleanliness', 'limpieza higiene'),
  ...topic('quality', 'calidad producto productos comida'),
  ...topic('staff', 'personal equipo camarero camarera camareros dueno duena empleados'),
  ...topic('ambiance', 'ambiente decoracion musica'),
  ...topic('service', 'servicio atencion'),
  ...own('price', -1, 'caro cara caros caras carisimo'),
  ...own('price', 1, 'barato barata baratos baratas economico asequible'),
  ...own('waiting', 1, 'sin_espera sin_esperar sin_colas'),
  ...own('cleanliness', 1, 'limpio limpia limpios limpias impecable'),
  ...own('cleanliness', -1, 'sucio sucia sucios sucias'),
  ...own('quality', 1, 'delicioso deliciosa rico rica fresco fresca sabroso'),
  ...own('quality', -1, 'duro insipido'),
  ...judge(1, 'acogedor acogedora', 'welcome'),
  ...judge(-1, 'frio fria', 'welcome'),
  ...judge(1, 'amable amables simpatico simpatica atento atenta', 'staff'),
  ...judge(-1, 'grosero grosera antipatico antipatica maleducado', 'staff'),
  ...judge(1, 'rapido rapida rapidos rapidamente eficiente', 'service'),
  ...judge(-1, 'lento lenta largo larga eterna interminable', 'waiting'),
  ...judge(1, 'tranquilo agradable', 'ambiance'),
  ...judge(-1, 'ruidoso ruidosa', 'ambiance'),
  ...judge(1, 'bueno buena buenos buenas excelente excelentes perfecto perfecta genial estupendo fantastico maravilloso mejor gracias'),
  ...judge(-1, 'malo mala malos malas terrible horrible pesimo pesima decepcionante desagradable peor'),
];

const lexicon = (entries: Entries, negations: string, joins: string, contrasts: string): Lexicon => ({
  cues: new Map(entries),
  negations: new Set(negations.split(' ')),
  joins: new Set(joins.split(' ')),
  contrasts: new Set(contrasts.split(' ')),
});

/**
 * A negation stops at a joining word (« pas cher et bon »: « bon » is not negated) and at a contrasting one.
 * A contrasting word also ends what the clause judges (« propre mais cher »); after a joining word a judging word
 * with no topic of its own still judges the topic before (« l'accueil était froid et désagréable »).
 */
const LEXICONS: Record<ReplyLanguage, Lexicon> = {
  fr: lexicon(FRENCH, 'pas jamais aucun aucune rien ni sans n ne', 'et ou puis', 'mais cependant pourtant sinon'),
  en: lexicon(ENGLISH, 'not never no nothing without hardly nor', 'and or', 'but however though although yet'),
  es: lexicon(SPANISH, 'no nunca jamas ni sin tampoco nada', 'y e o', 'pero aunque sino'),
};

/** The longest phrase in the lexicons, in words. */
const MAX_PHRASE_WORDS = 3;

/** Words that lose their meaning without their accent: « salé » (salty) must not read as « sale » (dirty). */
const KEEP_ACCENTS = new Set(['salé', 'salée', 'salés', 'salées']);
const stripAccents = (word: string) => (KEEP_ACCENTS.has(word) ? word : foldText(word));

/** The text's clauses as lower-case, accent-free words; English "n't" becomes "not" so "wasn't clean" reads as "was not clean". */
function clausesOf(text: string): string[][] {
  const normalised = text
    .slice(0, MAX_ANALYSED_CHARS)
    .normalize('NFC')
    .toLowerCase()
    .replace(/n['’]t\b/g, ' not');
  return normalised.split(/[.!?;:,()\n\r…]/).map((sentence) => (sentence.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(stripAccents));
}

/** The longest known phrase starting at `index`, so « pas d'attente » wins over « pas » and « bon marché » over « bon ». */
function longestCue(tokens: string[], index: number, cues: Map<string, Cue>): { cue?: Cue; length: number } {
  for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - index); length > 1; length -= 1) {
    const cue = cues.get(tokens.slice(index, index + length).join(' '));
    if (cue) return { cue, length };
  }
  return { cue: cues.get(tokens[index]), length: 1 };
}

type Judgement = { theme: ReviewTheme; value: number; at: number };
type ClauseResult = { judgements: Judgement[]; score: number; topics: ReviewTheme[] };

/**
 * The judgements one part of a clause makes, negation applied. A judging word judges the part's topics; in a part
 * that names none it judges the topics of the part before (« l'accueil était froid et désagréable »), else its own theme.
 * A topic no word judges is left out: naming the « accueil » says nothing of it.
 */
function judgePart(tokens: string[], { cues, negations }: Lexicon, at: number, before: ReviewTheme[]): ClauseResult {
  const topics: ReviewTheme[] = [];
  const loose: { value: number; theme?: ReviewTheme }[] = [];
  const judgements: Judgement[] = [];
  let score = 0;
  let negatedUntil = -1;
  for (let index = 0; index < tokens.length;) {
    const { cue, length } = longestCue(tokens, index, cues);
    if (!cue) {
      if (negations.has(tokens[index])) negatedUntil = index + NEGATION_REACH;
    } else if (cue.kind === 'topic') {
      if (!topics.includes(cue.theme)) topics.push(cue.theme);
    } else {
      const value = index <= negatedUntil ? -cue.value : cue.value;
      score += value;
      if (cue.own && cue.theme) judgements.push({ theme: cue.theme, value, at: at + index });
      else loose.push({ value, theme: cue.theme });
    }
    index += length;
  }
  const judged = topics.length > 0 ? topics : before;
  for (const word of loose) {
    const themes = judged.length > 0 ? judged : word.theme ? [word.theme] : [];
    for (const theme of themes) judgements.push({ theme, value: word.value, at });
  }
  return { judgements, score, topics: judged };
}

/** Words split at the given ones, which are dropped. */
function partsOf(tokens: string[], at: Set<string>): string[][] {
  const parts: string[][] = [[]];
  for (const token of tokens) {
    if (at.has(token)) parts.push([]);
    else parts[parts.length - 1].push(token);
  }
  return parts.filter((part) => part.length > 0);
}

/**
 * The sentiment of a review and the themes it praises or blames.
 * Sentiment follows the text's judging words; when they cancel out (or there is no text) the rating decides.
 * A theme judged both ways keeps the side judged more often; a tie counts as a complaint, the part a reply must answer.
 */
export function analyzeReview(text: string | null, language: ReplyLanguage, rating: number): ReviewAnalysis {
  const dictionary = LEXICONS[language];
  const judgements: Judgement[] = [];
  let score = 0;
  let position = 0;
  for (const clause of clausesOf(text ?? '')) {
    for (const contrasted of partsOf(clause, dictionary.contrasts)) {
      let before: ReviewTheme[] = [];
      for (const part of partsOf(contrasted, dictionary.joins)) {
        const result = judgePart(part, dictionary, position, before);
        judgements.push(...result.judgements);
        score += result.score;
        before = result.topics;
        position += part.length + 1;
      }
    }
  }
  const byTheme = new Map<ReviewTheme, { value: number; at: number }>();
  for (const { theme, value, at } of judgements) {
    const seen = byTheme.get(theme);
    byTheme.set(theme, { value: (seen?.value ?? 0) + value, at: Math.min(seen?.at ?? at, at) });
  }
  const themes = [...byTheme.entries()]
    .sort((a, b) => a[1].at - b[1].at)
    .map(([theme, { value }]): ThemeMention => ({ theme, polarity: value > 0 ? 'positive' : 'negative' }));
  return { sentiment: sentimentOf(score, rating), themes };
}

function sentimentOf(score: number, rating: number): ReviewSentiment {
  if (score > 0) return 'positive';
  if (score < 0) return 'negative';
  if (rating >= 4) return 'positive';
  return rating <= 2 ? 'negative' : 'neutral';
}
