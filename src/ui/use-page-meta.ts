import { useEffect } from 'react';
import { t } from '../lib/i18n/i18n.ts';

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the document title (with the ' | Matchline' suffix) and the meta description. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title}${t('TitleSuffix')}`;
    setMeta('description', description ?? t('DefaultDescription'));
  }, [title, description]);
}
