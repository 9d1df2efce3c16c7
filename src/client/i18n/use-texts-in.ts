import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { loadTextsOf, textsLoadedOf } from '.';

/**
 * A `t` that writes in `language` rather than the interface's, for words shown as someone else will read them;
 * null while that language's texts download. If they cannot, French (the fallback language) shows.
 */
export function useTextsIn(language: Language): TFunction | null {
  const { i18n } = useTranslation();
  const [settled, setSettled] = useState<Language[]>([]);
  const ready = textsLoadedOf(language) || settled.includes(language);
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => current && setSettled((languages) => [...languages, language]);
    loadTextsOf(language).then(settle, settle);
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready ? i18n.getFixedT(language) : null;
}
