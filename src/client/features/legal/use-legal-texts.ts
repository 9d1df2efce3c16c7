import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/constants';
import type { LegalTexts } from './content/types';

// Each language's texts are their own chunk, as the translation bundles are: a French visitor downloads no Spanish.
const LOADERS: Record<Language, () => Promise<LegalTexts>> = {
  fr: () => import(/* webpackChunkName: "legal-fr" */ './content/fr').then((module) => module.legalTextsFr),
  en: () => import(/* webpackChunkName: "legal-en" */ './content/en').then((module) => module.legalTextsEn),
  es: () => import(/* webpackChunkName: "legal-es" */ './content/es').then((module) => module.legalTextsEs),
};

const loading = new Map<Language, Promise<LegalTexts>>();
/** The texts already at hand: a page shows them in its first render, with no loading state in between. */
const arrived = new Map<Language, LegalTexts>();

function load(language: Language): Promise<LegalTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = LOADERS[language]().then((loaded) => {
      arrived.set(language, loaded);
      return loaded;
    });
    // A failed download is tried again next time rather than remembered.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}

/**
 * Gives the texts of a language without their chunk: a page drawn on the server (first-screen-markup.tsx) renders
 * once, with no effect run, so it must have them in its first render.
 */
export function provideLegalTexts(language: Language, texts: LegalTexts): void {
  arrived.set(language, texts);
  loading.set(language, Promise.resolve(texts));
}

type LegalTextsState = { texts?: LegalTexts; failed: boolean; retry: () => void };

/** The legal texts in `language`, once its chunk has arrived. */
export function useLegalTexts(language: Language): LegalTextsState {
  const [result, setResult] = useState<{ language: Language; texts?: LegalTexts; failed?: boolean } | undefined>(() => {
    const texts = arrived.get(language);
    return texts && { language, texts };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load(language).then(
      (texts) => current && setResult({ language, texts }),
      () => current && setResult({ language, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);
  const settled = result?.language === language ? result : undefined;
  return { texts: settled?.texts, failed: Boolean(settled?.failed), retry: () => setAttempt((count) => count + 1) };
}
