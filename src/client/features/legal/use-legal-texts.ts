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

function load(language: Language): Promise<LegalTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = LOADERS[language]();
    // A failed download is tried again next time rather than remembered.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}

type LegalTextsState = { texts?: LegalTexts; failed: boolean; retry: () => void };

/** The legal texts in `language`, once its chunk has arrived. */
export function useLegalTexts(language: Language): LegalTextsState {
  const [result, setResult] = useState<{ language: Language; texts?: LegalTexts; failed?: boolean }>();
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
